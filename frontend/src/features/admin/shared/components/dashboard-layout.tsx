import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <NavLink
      component="button"
      type="button"
      disabled
      // Mantine only marks it; keep it focusable so that its reason can be read, but announced as unavailable.
      aria-disabled="true"
      label={label}
      description={t`Coming soon`}
      className={classes.comingSoon}
    />
  );
}

/**
 * The dashboard: the sidebar beside the screen; on a phone the sidebar folds behind a burger, and on a wider
 * screen (a kitchen's tablet) it can be folded away too, which the browser remembers.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const shopName = SHOP_NAME;
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
            aria-label={opened ? t`Close the dashboard menu` : t`Open the dashboard menu`}
          />
          <Burger
            opened={sidebarShown}
            onClick={() => setSidebarShown((shown) => !shown)}
            visibleFrom="sm"
            size="sm"
            aria-label={sidebarShown ? t`Hide the dashboard menu` : t`Show the dashboard menu`}
          />
          <Link to="/" aria-label={t`${shopName} home`} style={{ textDecoration: 'none' }}>
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
          <nav aria-label={t`Dashboard`} onClick={close}>
            <SidebarLink to="/dashboard" label={t`Dashboard`} activeOptions={{ exact: true }} />
            <SidebarLink to="/dashboard/bookings" label={t`Manage Bookings`} />
            <SidebarLink to="/dashboard/add-menu" label={t`Add Menu`} />
            <SidebarLink to="/dashboard/manage-items" label={t`Manage Items`} />
            <SidebarLink to="/dashboard/categories" label={t`Categories`} />
            <SidebarLink to="/dashboard/option-groups" label={t`Option Groups`} />
            <SidebarLink to="/dashboard/menu-translations" label={t`Menu Translations`} />
            <SidebarLink to="/dashboard/hours" label={t`Hours & Closures`} />
            <SidebarLink to="/dashboard/dining-room" label={t`Dining Room`} />
            <SidebarLink to="/dashboard/ordering" label={t`Ordering`} />
            <SidebarLink to="/dashboard/delivery-zones" label={t`Delivery Zones`} />
            <SidebarLink to="/dashboard/promo-codes" label={t`Promo Codes`} />
            <SidebarLink to="/dashboard/gift-cards" label={t`Gift Cards`} />
            <SidebarLink to="/dashboard/users" label={t`All Users`} />
            <Divider my="sm" />
            <SidebarLink to="/" label={t`Home`} activeOptions={{ exact: true }} />
            <SidebarLink to="/menu" label={t`Menu`} />
            <SidebarLink to="/dashboard/kitchen" label={t`Kitchen`} />
            <SidebarLink to="/dashboard/orders" label={t`Orders Tracking`} />
            <ComingSoonEntry label={t`Customer Support`} />
          </nav>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
