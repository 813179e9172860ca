import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { GiftCardDetails, GiftCardIssue } from '@/api/generated/model';
import {
  getGetGiftCardQueryKey,
  getListGiftCardsQueryKey,
  useIssueGiftCard,
  useTopUpGiftCard,
  useVoidGiftCard,
} from '@/api/generated/gift-cards-staff/gift-cards-staff';
import { toastDone } from '@/features/admin/shared/lib/admin-toasts';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';

/** Gift cards' changes: each reads the list and the card again; a refusal is the form's to show. */
export function useGiftCardActions() {
  const { t } = useLingui();
  const refresh = useRefreshAfterChange(getListGiftCardsQueryKey());
  const issue = useIssueGiftCard();
  const topUp = useTopUpGiftCard();
  const cancel = useVoidGiftCard();
  const queryClient = useQueryClient();

  const done = async (card: GiftCardDetails, words: string) => {
    queryClient.setQueryData(getGetGiftCardQueryKey(card._id), card);
    await refresh();
    toastDone(words);
    return card;
  };

  return {
    issue: async (input: GiftCardIssue) => {
      const card = await issue.mutateAsync({ data: input });
      const code = card.code;
      return done(card, t`Gift card ${code} is issued`);
    },
    topUp: async (id: string, amount: number, note: string) => {
      const card = await topUp.mutateAsync({ id, data: { amount, ...(note ? { note } : {}) } });
      const code = card.code;
      return done(card, t`Gift card ${code} is topped up`);
    },
    void: async (id: string, reason: string) => {
      const card = await cancel.mutateAsync({ id, data: { reason } });
      const code = card.code;
      return done(card, t`Gift card ${code} is voided`);
    },
  };
}
