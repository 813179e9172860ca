import { Container } from '@mantine/core';
import { MenuGridSkeleton } from './menu-grid-skeleton';
import { MenuHeading } from './menu-heading';

/** Shown while the route loader fetches the menu; it travels with the route, not with the screen. */
export function MenuScreenPending() {
  return (
    <Container size="xl" py="xl">
      <MenuHeading />
      <MenuGridSkeleton />
    </Container>
  );
}
