import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getListMenuItemsQueryKey } from '@/api/generated/menu/menu';
import { useMarkDishSoldOut, usePutDishBackOnSale } from '@/api/generated/menu-staff/menu-staff';
import type { MenuItem } from '@/api/generated/model';
import type { DishSaleActions } from '@/features/admin/menu/components/dishes/menu-items-table';
import { toastDone, toastRefused } from '@/features/admin/shared/lib/admin-toasts';
import { dishStateOf } from '@/features/admin/menu/lib/availability';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';
import { dishToEdit, menuToEdit } from '@/lib/menu/menu-to-edit';

/** Manage Items' sold-out buttons: the row shows the shop's answer at once, then the menu is read again. */
export function useDishSale(): DishSaleActions {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange(getListMenuItemsQueryKey());
  const showAnswer = (dish: MenuItem) => {
    queryClient.setQueryData<MenuItem[]>(menuToEdit().queryKey, (dishes) =>
      dishes?.map((shown) => (shown._id === dish._id ? dish : shown)),
    );
    queryClient.setQueryData(dishToEdit(dish._id).queryKey, dish);
    const name = dish.name;
    const words = dishStateOf(dish, i18n).words;
    toastDone(t`${name}: ${words}`);
  };
  const mutation = {
    onSuccess: showAnswer,
    onSettled: refresh,
    onError: (error: Error) => toastRefused(error, t`Not changed`),
  };
  const markSoldOut = useMarkDishSoldOut({ mutation });
  const backOnSale = usePutDishBackOnSale({ mutation });
  const pending = [markSoldOut, backOnSale].find((change) => change.isPending);

  return {
    busyDishId: pending?.variables?.id,
    onSoldOut: (dish, until) => markSoldOut.mutate({ id: dish._id, data: { until } }),
    onBackOnSale: (dish) => backOnSale.mutate({ id: dish._id }),
  };
}
