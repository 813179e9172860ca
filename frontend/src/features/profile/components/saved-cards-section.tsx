import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { SavedCard } from '@/api/generated/model';
import { getListMyCardsQueryKey, useListMyCards } from '@/api/generated/users/users';
import { useRemoveMyCard } from '@/api/generated/users-mutations/users-mutations';
import { cardExpiry, cardName } from '@/components/card-name';
import { toastDone, toastProblem } from '@/lib/toasts';

interface SavedCardsListProps {
  cards: SavedCard[] | undefined;
  onRemove: (card: SavedCard) => void;
  /** The card being removed now. */
  removingId?: string;
}

/** The saved cards, each with Remove; what a customer who kept none reads instead. */
export function SavedCardsList({ cards, onRemove, removingId }: SavedCardsListProps) {
  const { t } = useLingui();
  if (cards === undefined)
    return (
      <Text size="sm" c="gray.7">
        <Trans>Loading your cards…</Trans>
      </Text>
    );
  if (cards.length === 0)
    return (
      <Text size="sm" c="gray.7">
        <Trans>
          No card is kept for you. Tick “Keep this card for my next orders” when you pay to pay
          faster next time.
        </Trans>
      </Text>
    );
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Saved cards`}
    >
      {cards.map((card) => {
        const name = cardName(card);
        const expiry = cardExpiry(card);
        return (
          <Group component="li" key={card.id} justify="space-between" gap="sm" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <IconCreditCard size={20} aria-hidden="true" style={{ flex: 'none' }} />
              <Stack gap={0} miw={0}>
                <Text fw={600} size="sm">
                  {name}
                </Text>
                <Text size="xs" c="gray.7">
                  {t`Expires ${expiry}`}
                </Text>
              </Stack>
            </Group>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              loading={removingId === card.id}
              onClick={() => onRemove(card)}
              aria-label={t`Remove ${name}`}
            >
              <Trans>Remove</Trans>
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The cards Stripe keeps for the customer, which pay in one tap at checkout; each can be forgotten here. */
export function SavedCardsSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const cards = useListMyCards();
  const remove = useRemoveMyCard({
    mutation: {
      onSuccess: () => toastDone(t`The card is forgotten.`),
      onError: (error) =>
        toastProblem({ title: t`The card was not removed`, message: error.message }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: getListMyCardsQueryKey() }),
    },
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-cards-title">
      <Title order={2} size="h3" id="saved-cards-title">
        <Trans>Your cards</Trans>
      </Title>
      <SavedCardsList
        cards={cards.isError ? [] : cards.data}
        onRemove={(card) => remove.mutate({ cardId: card.id })}
        removingId={remove.isPending ? remove.variables.cardId : undefined}
      />
    </Stack>
  );
}
