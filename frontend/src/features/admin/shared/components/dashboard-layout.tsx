import './dashboard-mantine-styles.css';
import {
  AppShell,
  Burger,
  Divider,
  Group,
  NavLink,
  type NavLinkProps,
  ScrollArea,
} from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { createLink, Link } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ShopMark } from '@/components/shop-mark';
import { SHOP_NAME } from '@/lib/shop';
import classes from './dashboard-layout.module.css';

type MantineNavAnchorProps = NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>;

function MantineNavAnchor({ className, ...props }: MantineNavAnchorProps) {
  // The router adds its own `active` class to the current entry: keep ours beside it.
  return (
    <NavLink
      component="a"
      className={[classes.navLink, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}

const SidebarLink = createLink(MantineNavAnchor);

/** A sidebar entry whose screen is not built yet: shown, but not a link anywhere. */
function ComingSoonEntry({ label }: { label: string }) {
  return (
    <NavLink
      component="button"
      type="button"
      disabled
      // Mantine only marks it; keep it focusable so that its reason can be read, but announced as unavailable.
      aria-disabled="true"
      label={label}
      description="Coming soon"
      className={classes.comingSoon}
    />
  );
}

/**
 * The dashboard: the sidebar beside the screen; on a phone the sidebar folds behind a burger, and on a wider
 * screen (a kitchen's tablet) it can be folded away too, which the browser remembers.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [sidebarShown, setSidebarShown] = useLocalStorage({
    key: 'dashboard-sidebar',
    defaultValue: true,
  });
  const phone = useMediaQuery('(max-width: 47.99em)') === true;
  // Folded away, the sidebar only slides off screen: keep its links out of reach of Tab too.
  const folded = phone ? !opened : !sidebarShown;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 260,
        breakpoint: 'sm',
        collapsed: { mobile: !opened, desktop: !sidebarShown },
      }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? 'Close the dashboard menu' : 'Open the dashboard menu'}
          />
          <Burger
            opened={sidebarShown}
            onClick={() => setSidebarShown((shown) => !shown)}
            visibleFrom="sm"
            size="sm"
            aria-label={sidebarShown ? 'Hide the dashboard menu' : 'Show the dashboard menu'}
          />
          <Link to="/" aria-label={`${SHOP_NAME} home`} style={{ textDecoration: 'none' }}>
            <ShopMark />
          </Link>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        className={classes.navbar}
        p="sm"
        inert={folded}
        style={folded ? { visibility: 'hidden' } : undefined}
      >
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label="Dashboard" onClick={close}>
            <SidebarLink to="/dashboard" label="Dashboard" activeOptions={{ exact: true }} />
            <SidebarLink to="/dashboard/bookings" label="Manage Bookings" />
            <SidebarLink to="/dashboard/add-menu" label="Add Menu" />
            <SidebarLink to="/dashboard/manage-items" label="Manage Items" />
            <SidebarLink to="/dashboard/categories" label="Categories" />
            <SidebarLink to="/dashboard/option-groups" label="Option Groups" />
            <SidebarLink to="/dashboard/hours" label="Hours & Closures" />
            <SidebarLink to="/dashboard/dining-room" label="Dining Room" />
            <SidebarLink to="/dashboard/ordering" label="Ordering" />
            <SidebarLink to="/dashboard/delivery-zones" label="Delivery Zones" />
            <SidebarLink to="/dashboard/promo-codes" label="Promo Codes" />
            <SidebarLink to="/dashboard/users" label="All Users" />
            <Divider my="sm" />
            <SidebarLink to="/" label="Home" activeOptions={{ exact: true }} />
            <SidebarLink to="/menu" label="Menu" />
            <SidebarLink to="/dashboard/kitchen" label="Kitchen" />
            <SidebarLink to="/dashboard/orders" label="Orders Tracking" />
            <ComingSoonEntry label="Customer Support" />
          </nav>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
