import { Box, Button, Container, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartLink } from './cart-link';
import { SiteShell } from './site-shell';

const meta = {
  title: 'Layout/SiteShell',
  component: SiteShell,
  args: {
    cart: <CartLink count={2} />,
    account: (
      <Button size="sm" px="lg">
        Login
      </Button>
    ),
    children: (
      <Container size="xl" py="xl">
        <Title order={1}>A page of the shop</Title>
        <Text c="dimmed">The header stays on top; the footer closes every page.</Text>
      </Container>
    ),
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The notice slot under the header, as the address-confirmation banner uses it. */
export const WithANotice: Story = {
  args: {
    notice: (
      <Box role="status" bg="yellow.0" py="xs">
        <Container size="xl">
          <Text size="sm">A message for the visitor, above every page.</Text>
        </Container>
      </Box>
    ),
  },
};
