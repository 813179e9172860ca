import { PlainContainer } from '@/components/plain/plain-layout';
import { MenuGridSkeleton } from './menu-grid-skeleton';
import { MenuHeading } from './menu-heading';

/** Shown while the route loader fetches the menu; it travels with the route, not with the screen. */
export function MenuScreenPending() {
  return (
    <PlainContainer py="xl">
      <MenuHeading />
      <MenuGridSkeleton />
    </PlainContainer>
  );
}
