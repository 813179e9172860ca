import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Permission, Role } from '@/api/generated/model';

/**
 * The dashboard's screens in the sidebar's order, each with the permission the calls it makes need (the contract's
 * `x-required-permission`): a member of staff sees the screens their role opens, and only those.
 */
export const DASHBOARD_SCREENS = [
  { to: '/dashboard', label: msg`Dashboard`, permission: 'reports.read', exact: true },
  { to: '/dashboard/bookings', label: msg`Manage Bookings`, permission: 'bookings.manage' },
  { to: '/dashboard/add-menu', label: msg`Add Menu`, permission: 'menu.edit' },
  { to: '/dashboard/manage-items', label: msg`Manage Items`, permission: 'stock.manage' },
  { to: '/dashboard/categories', label: msg`Categories`, permission: 'menu.edit' },
  { to: '/dashboard/option-groups', label: msg`Option Groups`, permission: 'menu.edit' },
  { to: '/dashboard/menu-translations', label: msg`Menu Translations`, permission: 'menu.edit' },
  { to: '/dashboard/hours', label: msg`Hours & Closures`, permission: 'settings.edit' },
  { to: '/dashboard/dining-room', label: msg`Dining Room`, permission: 'bookings.manage' },
  { to: '/dashboard/ordering', label: msg`Ordering`, permission: 'settings.edit' },
  { to: '/dashboard/delivery-zones', label: msg`Delivery Zones`, permission: 'settings.edit' },
  { to: '/dashboard/promo-codes', label: msg`Promo Codes`, permission: 'promotions.manage' },
  { to: '/dashboard/gift-cards', label: msg`Gift Cards`, permission: 'promotions.manage' },
  { to: '/dashboard/users', label: msg`All Users`, permission: 'users.manage' },
  { to: '/dashboard/reports', label: msg`Reports`, permission: 'reports.read' },
  { to: '/dashboard/reconciliations', label: msg`Reconciliation`, permission: 'reports.read' },
  { to: '/dashboard/audit', label: msg`Audit trail`, permission: 'audit.read' },
] as const satisfies readonly DashboardScreen[];

/** The screens of the service, below the storefront's links. */
export const SERVICE_SCREENS = [
  { to: '/dashboard/kitchen', label: msg`Kitchen`, permission: 'orders.read' },
  { to: '/dashboard/orders', label: msg`Orders Tracking`, permission: 'orders.read' },
] as const satisfies readonly DashboardScreen[];

export interface DashboardScreen {
  to: string;
  label: MessageDescriptor;
  permission: Permission;
  exact?: boolean;
}

/** A dish's edit screen is reached from Manage Items, with no sidebar entry of its own. */
const EDIT_DISH: DashboardScreen = {
  to: '/dashboard/update-menu',
  label: msg`Manage Items`,
  permission: 'menu.edit',
};

/** The screen an address of the dashboard shows, or undefined for one the dashboard does not know. */
export function screenAt(pathname: string): DashboardScreen | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const screens: readonly DashboardScreen[] = [...DASHBOARD_SCREENS, ...SERVICE_SCREENS, EDIT_DISH];
  return screens.find((screen) =>
    'exact' in screen && screen.exact
      ? path === screen.to
      : path === screen.to || path.startsWith(`${screen.to}/`),
  );
}

/** The staff's roles, as a person reads them. */
export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  owner: msg`Owner`,
  manager: msg`Manager`,
  kitchen: msg`Kitchen`,
  host: msg`Host`,
  customer: msg`Customer`,
};

/** Whether a role's permissions open the dashboard's screen at this address (a customer's open none). */
export function opensScreen(permissions: ReadonlySet<Permission>, pathname: string): boolean {
  const screen = screenAt(pathname);
  return screen !== undefined && permissions.has(screen.permission);
}

/**
 * Where the dashboard opens for a role without the overview (`reports.read`): the kitchen for those who cook, the
 * bookings for a host, else the first screen the role opens; undefined for the overview itself, or for none.
 */
export function homeScreenFor(permissions: ReadonlySet<Permission>): string | undefined {
  if (permissions.has('reports.read')) return undefined;
  if (permissions.has('orders.advance')) return '/dashboard/kitchen';
  if (permissions.has('bookings.manage')) return '/dashboard/bookings';
  return [...DASHBOARD_SCREENS, ...SERVICE_SCREENS].find((screen) =>
    permissions.has(screen.permission),
  )?.to;
}
