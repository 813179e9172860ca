import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  useGetGiftCard,
  useListGiftCards,
} from '@/api/generated/gift-cards-staff/gift-cards-staff';
import type { GiftCard } from '@/api/generated/model';
import { useGetShop } from '@/api/generated/shop/shop';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { useGiftCardActions } from '@/features/admin/gift-cards/hooks/use-gift-card-actions';
import { GiftCardDetailsView } from './gift-card-details';
import { GiftCardIssueForm } from './gift-card-issue-form';

/** Gift Cards: those customers bought and those staff issued, their balances and ledgers; issue, top up, void. */
export function GiftCardsScreen() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const cards = useListGiftCards(q ? { q } : undefined);
  const shop = useGetShop();
  const actions = useGiftCardActions();
  const [issuing, setIssuing] = useState(false);
  const [openId, setOpenId] = useState<string>();
  const opened = useGetGiftCard(openId ?? '', { query: { enabled: openId !== undefined } });
  const phone = useMediaQuery('(max-width: 47.99em)');
  const timeZone = shop.data?.timeZone ?? 'UTC';

  return (
    <AdminPage
      title={t`Gift Cards`}
      description={t`Cards customers bought online and cards you issued: what each holds, and every movement of it.`}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t`Find a card`}
          placeholder={t`Code or e-mail address`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={254}
          style={{ flex: 1, minWidth: 200, maxWidth: 420 }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          h={36}
          onClick={() => setIssuing(true)}
        >
          <Trans>Issue a gift card</Trans>
        </Button>
      </Group>
      {cards.error ? (
        <Alert color="red" role="alert" title={t`The gift cards could not be loaded`}>
          {cards.error.message}
        </Alert>
      ) : cards.data ? (
        <GiftCardsList cards={cards.data} onOpen={setOpenId} searching={q !== ''} />
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the gift cards`}>
          {[1, 2].map((row) => (
            <Skeleton key={row} height={80} />
          ))}
        </Stack>
      )}
      <Modal
        opened={issuing}
        onClose={() => setIssuing(false)}
        title={t`Issue a gift card`}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t`Close without issuing` }}
      >
        {issuing && (
          <GiftCardIssueForm
            onIssue={async (input) => {
              const card = await actions.issue(input);
              setIssuing(false);
              setOpenId(card._id);
            }}
            onCancel={() => setIssuing(false)}
          />
        )}
      </Modal>
      <Modal
        opened={openId !== undefined}
        onClose={() => setOpenId(undefined)}
        title={t`Gift card`}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {opened.error ? (
          <Alert color="red" role="alert">
            {opened.error.message}
          </Alert>
        ) : opened.data ? (
          <GiftCardDetailsView
            card={opened.data}
            timeZone={timeZone}
            onTopUp={(amount, note) => actions.topUp(opened.data._id, amount, note)}
            onVoid={(reason) => actions.void(opened.data._id, reason)}
          />
        ) : (
          <Skeleton height={200} />
        )}
      </Modal>
    </AdminPage>
  );
}

function GiftCardsList({
  cards,
  onOpen,
  searching,
}: {
  cards: GiftCard[];
  onOpen: (id: string) => void;
  searching: boolean;
}) {
  const { t } = useLingui();
  if (cards.length === 0)
    return <Text>{searching ? t`No gift card matches this search.` : t`No gift card yet.`}</Text>;
  return (
    <Stack gap="sm">
      {cards.map((card) => {
        const balance = formatPrice(card.balance);
        const initial = formatPrice(card.initial);
        const recipient = card.recipientName ?? card.recipientEmail;
        return (
          <Card key={card._id} component="article" padding={0} aria-label={card.code}>
            <UnstyledButton p="md" onClick={() => onOpen(card._id)} w="100%">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <Group gap="xs">
                    <UserText fw={700} ff="monospace">
                      {card.code}
                    </UserText>
                    {card.voided ? (
                      <Badge color="red.8" tt="none">
                        {t`Voided`}
                      </Badge>
                    ) : (
                      <Badge color={card.source === 'bought' ? 'leaf.9' : 'gray.7'} tt="none">
                        {card.source === 'bought' ? t`Bought online` : t`Issued by staff`}
                      </Badge>
                    )}
                  </Group>
                  {recipient && (
                    <UserText size="sm" c="dimmed">
                      {t`For ${recipient}`}
                    </UserText>
                  )}
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {balance}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t`of ${initial}`}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          </Card>
        );
      })}
    </Stack>
  );
}
