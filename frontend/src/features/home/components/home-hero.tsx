import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../../components/link';
import classes from './home-hero.module.css';

function PlateIllustration() {
  return (
    <svg className={classes.plate} viewBox="0 0 400 400" aria-hidden="true" focusable="false">
      <circle cx="200" cy="200" r="190" fill="var(--mantine-color-leaf-2)" />
      <circle cx="200" cy="210" r="130" fill="#fff" />
      <circle cx="200" cy="210" r="96" fill="var(--mantine-color-leaf-0)" />
      <circle cx="170" cy="190" r="26" fill="var(--mantine-color-orange-5)" />
      <circle cx="230" cy="196" r="22" fill="var(--mantine-color-red-6)" />
      <circle cx="205" cy="240" r="24" fill="var(--mantine-color-yellow-5)" />
      <path
        d="M150 240c20-6 30-30 56-26"
        stroke="var(--mantine-color-leaf-8)"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function HomeHero() {
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, sm: 96 }}>
        <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
          <Stack gap="lg" maw={620}>
            <Title order={1} className={classes.headline}>
              Dive into Delights Of Delectable <span className={classes.accent}>Food</span>
            </Title>
            <Text size="lg" c="dimmed">
              Where each plate weaves a story of culinary mastery and passionate craftsmanship.
            </Text>
            <div>
              <ButtonLink to="/menu" size="lg">
                Order Now
              </ButtonLink>
            </div>
          </Stack>
          <Box visibleFrom="md">
            <PlateIllustration />
          </Box>
        </Group>
      </Container>
    </Box>
  );
}
