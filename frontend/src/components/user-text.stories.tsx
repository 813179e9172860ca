import { Avatar, Button, Container, Group, Stack, Table } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { LONGEST_EMAIL, LONGEST_RECIPE, LONGEST_UNBROKEN_NAME } from '@/test/longest-values';
import { UserText } from './user-text';

const meta = {
  title: 'Shared/UserText',
  component: UserText,
  args: { children: LONGEST_UNBROKEN_NAME },
  decorators: [
    (Story) => (
      <Container size="xl" py="lg">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof UserText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 100-character name without a space wraps inside a row beside a picture and a button. */
export const InARow: Story = {
  render: (args) => (
    <Group wrap="nowrap" align="flex-start">
      <Avatar alt="" />
      <Stack gap={2}>
        <UserText fw={600} {...args} />
        <UserText size="sm" c="dimmed">
          {LONGEST_EMAIL}
        </UserText>
      </Stack>
      <Button>Make admin</Button>
    </Group>
  ),
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};

/** In a table the longest name and address share the width; the price column keeps its figures whole. */
export const InATable: Story = {
  render: (args) => (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Price</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>
            <UserText inherit {...args} />
          </Table.Td>
          <Table.Td>
            <UserText inherit>{LONGEST_EMAIL}</UserText>
          </Table.Td>
          <Table.Td>
            <span>$100,000.00</span>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    await expectToFitTheScreen(canvasElement.ownerDocument);
    await expect(within(canvasElement).getByText('$100,000.00').getClientRects()).toHaveLength(1);
  },
};

/** A 1000-character recipe cut after two lines keeps its whole text in its title. */
export const CutAfterTwoLines: Story = {
  args: { children: LONGEST_RECIPE, lines: 2, size: 'sm', c: 'dimmed' },
  play: async ({ canvasElement }) => {
    const recipe = within(canvasElement).getByTitle(LONGEST_RECIPE);
    await expect(recipe.offsetHeight).toBeLessThan(50);
    await expectToFitTheScreen(canvasElement.ownerDocument);
  },
};
