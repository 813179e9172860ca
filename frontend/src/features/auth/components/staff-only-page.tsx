import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { StaffOnly } from '@/components/errors/staff-only';
import { adminStatusQueryOptions } from '@/lib/auth/admin-status';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * What a signed-in customer finds at the dashboard's addresses once the dashboard's
 * `beforeLoad` has found they are not staff: where they are, and the way back (the route puts it in the
 * storefront's frame). It keeps an eye on the shop's answer it was decided on: should the shop count them as
 * staff meanwhile (an owner named by the shop confirming their address with the frame's banner), the guard is
 * asked again and the dashboard opens in place.
 */
export function StaffOnlyPage() {
  const { user } = useAuth();
  const router = useRouter();
  const email = user?.email ?? '';
  const { data: adminStatus } = useQuery({
    ...adminStatusQueryOptions(email),
    enabled: email !== '',
  });
  const promoted = adminStatus?.admin === true;

  useEffect(() => {
    if (promoted) void router.invalidate();
  }, [promoted, router]);

  return <StaffOnly email={user?.email} addressConfirmed={user?.emailVerified !== false} />;
}
