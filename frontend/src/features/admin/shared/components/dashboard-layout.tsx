import { useLingui } from '@lingui/react/macro';
import './dashboard-styles';
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
import { createLink, Link, useRouterState } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ShopMark } from '@/components/shop-mark';
import { useStaffAccess } from '@/lib/auth/use-permissions';
import { SHOP_NAME } from '@/lib/shop';
import {
  DASHBOARD_SCREENS,
  type DashboardScreen,
  homeScreenFor,
  screenAt,
  SERVICE_SCREENS,
} from '@/features/admin/shared/lib/dashboard-screens';
import classes from './dashboard-layout.module.css';
import { NotForYourRole } from './not-for-your-role';

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
  const { t, i18n } = useLingui();
  const { known, role, permissions } = useStaffAccess();
  const opens = (screen: DashboardScreen) => permissions.has(screen.permission);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const screen = screenAt(pathname);
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
            {DASHBOARD_SCREENS.filter(opens).map((entry) => (
              <SidebarLink
                key={entry.to}
                to={entry.to}
                label={i18n._(entry.label)}
                activeOptions={{ exact: 'exact' in entry && entry.exact }}
              />
            ))}
            <Divider my="sm" />
            <SidebarLink to="/" label={t`Home`} activeOptions={{ exact: true }} />
            <SidebarLink to="/menu" label={t`Menu`} />
            {SERVICE_SCREENS.filter(opens).map((entry) => (
              <SidebarLink key={entry.to} to={entry.to} label={i18n._(entry.label)} />
            ))}
            <ComingSoonEntry label={t`Customer Support`} />
          </nav>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {/* A screen the role does not open says so, and where to go, instead of showing what would be refused; the
            dashboard's own address sends a role without the overview on to its screen (routes/dashboard/index.tsx). */}
        {known &&
        role &&
        screen &&
        !opens(screen) &&
        !(screen.to === '/dashboard' && homeScreenFor(permissions)) ? (
          <NotForYourRole
            role={role}
            screens={[...DASHBOARD_SCREENS, ...SERVICE_SCREENS].filter(opens)}
          />
        ) : (
          children
        )}
      </AppShell.Main>
    </AppShell>
  );
}
