import { useLingui } from '@lingui/react/macro';
import { getListDeliveryZonesQueryKey } from '@/api/generated/delivery-zones/delivery-zones';
import {
  useCreateDeliveryZone,
  useDeleteDeliveryZone,
  useReplaceDeliveryZone,
} from '@/api/generated/delivery-zones-staff/delivery-zones-staff';
import type { DeliveryZone, DeliveryZoneInput } from '@/api/generated/model';
import { getGetShopQueryKey } from '@/api/generated/shop/shop';
import { confirmDeletion } from '@/components/confirm-deletion';
import { toastDone, toastRefused } from '@/features/admin/shared/lib/admin-toasts';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';

/** Delivery Zones' changes; each reads the zones and the shop (whether it delivers) again. */
export function useDeliveryZoneActions() {
  const { t } = useLingui();
  const refresh = useRefreshAfterChange(getListDeliveryZonesQueryKey(), getGetShopQueryKey());
  const create = useCreateDeliveryZone();
  const replace = useReplaceDeliveryZone();
  const remove = useDeleteDeliveryZone({
    mutation: { onSettled: refresh, onError: (error) => toastRefused(error, t`Not deleted`) },
  });

  /** Adds the zone, or replaces the one given; a refusal is the form's to show. */
  const save = async (input: DeliveryZoneInput, zone?: DeliveryZone) => {
    const saved = zone
      ? await replace.mutateAsync({ id: zone._id, data: input })
      : await create.mutateAsync({ data: input });
    await refresh();
    const name = saved.name;
    toastDone(t`${name} is saved`);
  };

  const onDelete = (zone: DeliveryZone) => {
    const name = zone.name;
    confirmDeletion(
      () => remove.mutate({ id: zone._id }, { onSuccess: () => toastDone(t`${name} is deleted`) }),
      t`Addresses in ${name} will no longer be delivered to.`,
    );
  };

  return { save, onDelete };
}
