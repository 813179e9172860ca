import type { MessageDescriptor } from '@lingui/core';
import { amountAffix } from '@/lib/money-input';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { Order, OrderStatus, OrderStatusChange } from '@/api/generated/model';
import { updateOrderStatusBodyReasonMax } from '@/api/generated/zod/orders-staff/orders-staff.zod';
import { isApiError } from '@/api/fetcher';
import { formatPrice } from '@/lib/money';
import { orderNumberOf } from '@/lib/order-number';
import { refundableOf } from '@/features/admin/orders/lib/order-words';
import { isoOfShopWallTime, shopWallTimeOf } from '@/lib/time/shop-wall-time';

/** The moves that ask first: accepting says when the order will be ready, rejecting and cancelling say why. */
export type AskedMove = Extract<OrderStatus, 'accepted' | 'rejected' | 'cancelled'>;

export const asksFirst = (status: OrderStatus): status is AskedMove =>
  status === 'accepted' || status === 'rejected' || status === 'cancelled';

/** Reasons the kitchen gives most, one tap each. */
const QUICK_REASONS = [msg`Sold out`, msg`Too busy`, msg`Closing soon`];

const MINUTE = 60_000;
/** When an order is ready unless the kitchen says otherwise: its promised time, else 20 minutes from now. */
const DEFAULT_READY_MINUTES = 20;

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function defaultReadyAt(order: Order, now: Date): string {
  if (order.promisedAt && Date.parse(order.promisedAt) > now.getTime()) return order.promisedAt;
  return new Date(now.getTime() + DEFAULT_READY_MINUTES * MINUTE).toISOString();
}

interface MoveProps {
  order: Order;
  timeZone: string;
  sending: boolean;
  onClose: () => void;
  onConfirm: (change: OrderStatusChange) => void;
}

/** The server's refusal, with each of its details, kept in the dialog beside what was typed. */
function MoveProblem({ error }: { error: Error }) {
  const { t } = useLingui();
  const details = isApiError(error) ? (error.details ?? []) : [];
  return (
    <Alert color="red" role="alert" title={t`The order was not changed`}>
      <Stack gap={4}>
        <Text size="sm">{error.message}</Text>
        {details.length > 0 && (
          <List size="sm">
            {details.map((detail) => (
              <List.Item key={`${detail.path}-${detail.message}`}>{detail.message}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  );
}

function DialogButtons({
  confirm,
  sending,
  onClose,
  color,
}: {
  confirm: string;
  sending: boolean;
  onClose: () => void;
  color?: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button size="lg" variant="default" onClick={onClose} disabled={sending}>
        <Trans>Back</Trans>
      </Button>
      <Button size="lg" type="submit" loading={sending} color={color}>
        {confirm}
      </Button>
    </Group>
  );
}

/** Ready times the kitchen gives most, in minutes from now, one tap each. */
const QUICK_READY_MINUTES = [15, 30, 45];

function AcceptForm({ order, timeZone, sending, onClose, onConfirm, problem }: MoveProps & Extra) {
  const [initial] = useState(() => shopWallTimeOf(defaultReadyAt(order, new Date()), timeZone));
  const [day, setDay] = useState(initial.split('T')[0]);
  const [time, setTime] = useState(initial.split('T')[1]);
  const [error, setError] = useState<string>();
  const { t, i18n } = useLingui();

  const readyIn = (minutes: number) => {
    const [readyDay, readyTime] = shopWallTimeOf(
      new Date(Date.now() + minutes * MINUTE).toISOString(),
      timeZone,
    ).split('T');
    setDay(readyDay);
    setTime(readyTime);
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let readyAt = /^([01]\d|2[0-3]):[0-5]\d$/.test(time)
      ? isoOfShopWallTime(`${day}T${time}`, timeZone)
      : undefined;
    if (!readyAt)
      return setError(t`Enter the time the order will be ready, on the 24-hour clock: 19:30.`);
    // A time before the prefilled one that has already passed today means the same time tomorrow.
    if (Date.parse(readyAt) < Date.now() - MINUTE)
      readyAt = new Date(Date.parse(readyAt) + 24 * 60 * MINUTE).toISOString();
    setError(undefined);
    onConfirm({ status: 'accepted', readyAt });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={i18n._(TITLES.accepted(orderNumberOf(order)))}>
      <Stack gap="md">
        <TextInput
          size="lg"
          label={t`Ready at`}
          description={
            order.fulfilment === 'delivery'
              ? t`When the order will be delivered (HH:MM, 24-hour); the customer is told`
              : t`When the customer can collect the order (HH:MM, 24-hour); they are told`
          }
          placeholder="19:30"
          inputMode="numeric"
          maxLength={5}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
          error={error}
          required
          data-autofocus
        />
        <Group gap="sm" role="group" aria-label={t`Ready in`}>
          {QUICK_READY_MINUTES.map((minutes) => (
            <Button key={minutes} size="lg" variant="light" onClick={() => readyIn(minutes)}>
              <Trans>+{minutes} min</Trans>
            </Button>
          ))}
        </Group>
        {problem}
        <DialogButtons confirm={t`Confirm`} sending={sending} onClose={onClose} />
      </Stack>
    </form>
  );
}

/** A reason the customer reads: typed, or picked from the kitchen's usual ones. */
function ReasonField({
  value,
  onChange,
  error,
  required,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="xs">
      <Textarea
        size="lg"
        label={t`Reason`}
        description={t`The customer reads it`}
        rows={3}
        maxLength={updateOrderStatusBodyReasonMax}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        required={required}
        data-autofocus
      />
      <Group gap="xs" role="group" aria-label={t`Usual reasons`}>
        {QUICK_REASONS.map((quick) => {
          const reason = i18n._(quick);
          return (
            <Button
              key={reason}
              size="md"
              mih={48}
              variant={value === reason ? 'filled' : 'light'}
              onClick={() => onChange(reason)}
            >
              {reason}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}

function RejectForm({ order, sending, onClose, onConfirm, problem }: MoveProps & Extra) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const said = reason.trim();
    if (!said) return setError(t`Say why the order is rejected.`);
    setError(undefined);
    onConfirm({ status: 'rejected', reason: said });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={i18n._(TITLES.rejected(orderNumberOf(order)))}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>The hold on the customer&apos;s card is released; nothing is charged.</Trans>
        </Text>
        <ReasonField value={reason} onChange={setReason} error={error} required />
        {problem}
        <DialogButtons confirm={t`Reject`} color="red.9" sending={sending} onClose={onClose} />
      </Stack>
    </form>
  );
}

function CancelForm({ order, sending, onClose, onConfirm, problem }: MoveProps & Extra) {
  const { t, i18n } = useLingui();
  const refundable = refundableOf(order);
  const nothing = formatPrice(0);
  const most = formatPrice(refundable);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<number | string>(refundable);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = typeof refund === 'number' ? refund : Number.parseFloat(refund);
    if (refundable > 0 && (Number.isNaN(amount) || amount < 0 || amount > refundable))
      return setError(t`Refund between ${nothing} and ${most}.`);
    setError(undefined);
    const said = reason.trim();
    onConfirm({
      status: 'cancelled',
      ...(said ? { reason: said } : {}),
      ...(refundable > 0 ? { refund: Math.round(amount * 100) / 100 } : {}),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={i18n._(TITLES.cancelled(orderNumberOf(order)))}>
      <Stack gap="md">
        <ReasonField value={reason} onChange={setReason} required={false} />
        {refundable > 0 && (
          <NumberInput
            size="lg"
            label={t`Refund`}
            description={t`Up to ${most}, what was charged and not given back yet`}
            {...amountAffix()}
            min={0}
            max={refundable}
            fixedDecimalScale
            allowNegative={false}
            value={refund}
            onChange={setRefund}
            error={error}
          />
        )}
        {problem}
        <DialogButtons confirm={t`Confirm`} color="red.9" sending={sending} onClose={onClose} />
      </Stack>
    </form>
  );
}

interface Extra {
  problem: ReactNode;
}

const TITLES: Record<AskedMove, (reference: string) => MessageDescriptor> = {
  accepted: (reference) => msg`Accept order ${reference}`,
  rejected: (reference) => msg`Reject order ${reference}`,
  cancelled: (reference) => msg`Cancel order ${reference}`,
};

const FORMS = { accepted: AcceptForm, rejected: RejectForm, cancelled: CancelForm };

export interface OrderMoveDialogProps {
  /** The order and the move asked for; the dialog is closed without one. */
  move?: { order: Order; status: AskedMove };
  /** The shop's time zone, which the ready time is typed in; the browser's until it is known. */
  timeZone?: string;
  sending: boolean;
  /** The server's refusal of the last try, said in the dialog. */
  error?: Error | null;
  onClose: () => void;
  onConfirm: (order: Order, change: OrderStatusChange) => void;
}

/** Accept (with the ready time), reject (with a reason) or cancel (with a reason and a refund) one order. */
export function OrderMoveDialog({
  move,
  timeZone,
  sending,
  error,
  onClose,
  onConfirm,
}: OrderMoveDialogProps) {
  // The last move asked for stays shown while the dialog fades out.
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState(move);
  if (move && move !== shown) setShown(move);
  const Form = shown && FORMS[shown.status];
  return (
    <Modal
      opened={Boolean(move)}
      onClose={sending ? () => {} : onClose}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t`Close without changing the order`, size: 'xl' }}
      title={shown && i18n._(TITLES[shown.status](orderNumberOf(shown.order)))}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      {shown && Form && (
        <Form
          key={`${shown.order._id}-${shown.status}`}
          order={shown.order}
          timeZone={timeZone ?? browserTimeZone()}
          sending={sending}
          onClose={onClose}
          onConfirm={(change) => onConfirm(shown.order, change)}
          problem={error ? <MoveProblem error={error} /> : null}
        />
      )}
    </Modal>
  );
}
