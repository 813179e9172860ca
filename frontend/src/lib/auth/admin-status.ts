import { getGetAdminStatusQueryOptions } from '@/api/generated/users/users';

/** How long the shop's word on whether a user is an administrator is kept before it is asked again. */
const ADMIN_STATUS_STALE_MS = 5 * 60_000;

/**
 * The one query of a user's rights (GET /users/admin/{user}): the dashboard's guard reads it before the
 * dashboard loads, and the header's account menu reads the same cached answer.
 */
export const adminStatusQueryOptions = (email: string) =>
  getGetAdminStatusQueryOptions(email, { query: { staleTime: ADMIN_STATUS_STALE_MS } });
