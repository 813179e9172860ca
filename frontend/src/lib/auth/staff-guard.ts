import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import type { Permission } from '@/api/generated/model';
import { signedInUser } from './auth-guard';
import type { AuthSession } from './auth-session';

/**
 * `beforeLoad` of the dashboard: someone signed out goes to /signup as on every guarded route; for someone
 * signed in, asks the shop (through React Query's cache, shared with the header) whether they are one of the
 * restaurant's staff, and what their role lets them do, before anything of the dashboard loads. Its routes read
 * `isStaff` and `permissions` from the context.
 */
export async function checkStaff({
  context,
  location,
}: {
  context: { auth: AuthSession; queryClient: QueryClient };
  location: Pick<ParsedLocation, 'href'>;
}): Promise<{ isStaff: boolean; permissions: ReadonlySet<Permission> }> {
  const { email } = await signedInUser(context.auth, location);
  if (!email) return { isStaff: false, permissions: new Set() };
  // Loaded here, not with the guards every page has: its module brings the users' API module, which a first visit
  // to the storefront would otherwise carry whole.
  const { adminStatusQueryOptions } = await import('./admin-status');
  const { admin, permissions } = await context.queryClient.ensureQueryData(
    adminStatusQueryOptions(email),
  );
  return { isStaff: admin, permissions: new Set(permissions) };
}
