import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { getGetOverviewQueryKey } from '@/api/generated/orders-staff/orders-staff';

/** After an administrator's change, the lists it touched and the overview's figures are read again. */
export function useRefreshAfterChange(...queryKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [...queryKeys, getGetOverviewQueryKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
