import { useQuery } from '@tanstack/react-query';
import type { Permission, Role } from '@/api/generated/model';
import { adminStatusQueryOptions } from './admin-status';
import { useAuth } from './auth-context';

const NONE: ReadonlySet<Permission> = new Set();

export interface StaffAccess {
  /** Whether the shop has answered; until then `permissions` is empty. */
  known: boolean;
  role?: Role;
  permissions: ReadonlySet<Permission>;
}

/**
 * The signed-in person's role and what it lets them do, as the shop answers (`GET /users/admin/{user}`, the same
 * cached answer the dashboard's guard read). The server refuses the rest; this only spares a person buttons and
 * screens that would be refused.
 */
export function useStaffAccess(): StaffAccess {
  const email = useAuth().user?.email ?? '';
  const status = useQuery({ ...adminStatusQueryOptions(email), enabled: email !== '' });
  if (!status.data) return { known: false, permissions: NONE };
  return { known: true, role: status.data.role, permissions: new Set(status.data.permissions) };
}

/** What the signed-in member of staff may do: nothing while it is not known. */
export const usePermissions = (): ReadonlySet<Permission> => useStaffAccess().permissions;
