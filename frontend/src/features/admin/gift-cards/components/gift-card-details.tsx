import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { GiftCardDetails, GiftCardEntryKind } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';
import { amountAffix, largestAmount } from '@/lib/money-input';
import { useStaffAction } from '@/features/admin/gift-cards/hooks/use-staff-action';

interface GiftCardDetailsViewProps {
  card: GiftCardDetails;
  /** The shop's IANA time zone, which the ledger's dates are read in. */
  timeZone: string;
  onTopUp: (amount: number, note: string) => Promise<unknown>;
  onVoid: (reason: string) => Promise<unknown>;
}

const ONTO_THE_CARD: readonly GiftCardEntryKind[] = ['issued', 'topped_up', 'refunded'];

/** A gift card's ledger, oldest first, each entry signed as it moved the balance; then a top-up and voiding it. */
export function GiftCardDetailsView({ card, timeZone, onTopUp, onVoid }: GiftCardDetailsViewProps) {
  const { t, i18n } = useLingui();
  const kindInWords: Record<GiftCardEntryKind, string> = {
    issued: t`Issued`,
    topped_up: t`Topped up`,
    spent: t`Spent`,
    refunded: t`Refunded`,
    voided: t`Voided`,
  };
  const when = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const balance = formatPrice(card.balance);
  const code = card.code;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <UserText fw={700} ff="monospace" fz="lg">
          {card.code}
        </UserText>
        {card.voided && (
          <Badge color="red.8" tt="none">
            {t`Voided`}
          </Badge>
        )}
      </Group>
      <Text fw={600}>{t`Balance: ${balance}`}</Text>
      {card.message && <UserText c="dimmed">“{card.message}”</UserText>}
      <Title order={3} fz="h4">
        <Trans>Ledger</Trans>
      </Title>
      <Table striped aria-label={t`Ledger of ${code}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`When`}</Table.Th>
            <Table.Th>{t`What`}</Table.Th>
            <Table.Th ta="end">{t`Amount`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {card.entries.map((entry) => {
            const order = entry.orderNumber;
            const sign = ONTO_THE_CARD.includes(entry.kind) ? '+' : '−';
            return (
              <Table.Tr key={entry._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {when.format(new Date(entry.createdAt))}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {kindInWords[entry.kind]}
                  {order !== undefined && ` · #${order}`}
                  {entry.note && ` · ${entry.note}`}
                  {entry.staff && (
                    <Text size="xs" c="dimmed">
                      {entry.staff}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {sign}
                  {formatPrice(entry.amount)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {!card.voided && (
        <>
          <TopUpForm onTopUp={onTopUp} />
          <VoidForm onVoid={onVoid} />
        </>
      )}
    </Stack>
  );
}

function TopUpForm({ onTopUp }: Pick<GiftCardDetailsViewProps, 'onTopUp'>) {
  const { t } = useLingui();
  const [amount, setAmount] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const { running: saving, error, setError, run } = useStaffAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === '' || amount <= 0) return setError(t`Enter an amount greater than zero.`);
    if (await run(() => onTopUp(amount, note.trim()))) {
      setAmount('');
      setNote('');
    }
  };
  return (
    <Stack
      renderRoot={(props) => (
        <form {...props} onSubmit={(event) => void submit(event)} noValidate />
      )}
      gap="xs"
      aria-label={t`Top up`}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t`Top up by`}
          min={0}
          max={largestAmount()}
          allowNegative={false}
          {...amountAffix()}
          value={amount}
          onChange={(value) => setAmount(value === '' ? '' : Number(value))}
          error={error}
          w={160}
        />
        <TextInput
          label={t`Why`}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1, minWidth: 160 }}
        />
        <Button type="submit" variant="default" loading={saving}>
          <Trans>Top up</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function VoidForm({ onVoid }: Pick<GiftCardDetailsViewProps, 'onVoid'>) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const { running: saving, error, setError, run } = useStaffAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t`Say why: the ledger keeps it.`);
    await run(() => onVoid(reason.trim()));
  };
  return (
    <Stack
      renderRoot={(props) => (
        <form {...props} onSubmit={(event) => void submit(event)} noValidate />
      )}
      gap="xs"
      aria-label={t`Void`}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t`Void it, because`}
          description={t`A voided card pays nothing more; its balance leaves by an entry of the ledger.`}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          maxLength={200}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" color="red.8" variant="outline" loading={saving}>
          <Trans>Void the card</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
