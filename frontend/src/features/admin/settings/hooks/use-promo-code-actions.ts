import { useLingui } from '@lingui/react/macro';
import type { PromoCode, PromoCodeInput } from '@/api/generated/model';
import {
  getListPromoCodesQueryKey,
  useCreatePromoCode,
  useDeletePromoCode,
  useReplacePromoCode,
} from '@/api/generated/promo-codes/promo-codes';
import { confirmDeletion } from '@/components/confirm-deletion';
import { toastDone, toastRefused } from '@/features/admin/shared/lib/admin-toasts';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';

/** Promo Codes' changes; each reads the codes again. */
export function usePromoCodeActions() {
  const { t } = useLingui();
  const refresh = useRefreshAfterChange(getListPromoCodesQueryKey());
  const create = useCreatePromoCode();
  const replace = useReplacePromoCode();
  const remove = useDeletePromoCode({
    mutation: { onSettled: refresh, onError: (error) => toastRefused(error, t`Not deleted`) },
  });

  /** Adds the code, or replaces the one given; a refusal is the form's to show. */
  const save = async (input: PromoCodeInput, promo?: PromoCode) => {
    const saved = promo
      ? await replace.mutateAsync({ id: promo._id, data: input })
      : await create.mutateAsync({ data: input });
    await refresh();
    const code = saved.code;
    toastDone(t`${code} is saved`);
  };

  const onDelete = (promo: PromoCode) => {
    const code = promo.code;
    confirmDeletion(
      () => remove.mutate({ id: promo._id }, { onSuccess: () => toastDone(t`${code} is deleted`) }),
      t`Customers will no longer be able to redeem ${code}; orders that did keep their discount.`,
    );
  };

  return { save, onDelete };
}
