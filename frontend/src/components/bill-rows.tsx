import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { Bill, Fulfilment } from '@/api/generated/model';
import { formatPrice } from '@/lib/money';

interface BillRowsProps {
  bill: Bill;
  fulfilment: Fulfilment;
  /** Smaller type, for an order in a list. */
  compact?: boolean;
  /** The list's accessible name, where several bills share a page: "Bill of order #1042". */
  label?: string;
}

function BillRow({
  label,
  amount,
  id,
  strong,
  compact,
}: {
  label: string;
  amount: string;
  id: string;
  strong?: boolean;
  compact?: boolean;
}) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      data-testid={`bill-${id}`}
      aria-label={`${label}: ${amount}`}
      // The total stands apart from its parts by a rule above it.
      pt={strong ? 6 : undefined}
      style={strong ? { borderTop: '1px solid var(--mantine-color-gray-4)' } : undefined}
    >
      <Text
        size={compact ? 'sm' : 'md'}
        c={strong ? undefined : 'dimmed'}
        fw={strong ? 700 : 400}
        // A code or a zone's name may be one long word: it wraps rather than push the amount out.
        style={{ minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {label}
      </Text>
      <Text
        size={compact ? 'sm' : 'md'}
        fw={strong ? 700 : 500}
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {amount}
      </Text>
    </Group>
  );
}

/**
 * The bill, part by part: Subtotal, Discount (with its code), the shop's service fee by its name, Delivery fee
 * (only for a delivery), Tip, Tax (or the tax the prices include), Total, and what a gift card paid of it with what
 * was left to pay by card. The same rows on the checkout, on a customer's order and on the staff's.
 */
export function BillRows({ bill, fulfilment, compact, label }: BillRowsProps) {
  const { t } = useLingui();
  const row = { compact };
  const { promoCode, deliveryZone } = bill;
  return (
    <Stack
      component="ul"
      aria-label={label}
      gap={compact ? 2 : 6}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      <BillRow {...row} id="subtotal" label={t`Subtotal`} amount={formatPrice(bill.subtotal)} />
      {bill.discount > 0 && (
        <BillRow
          {...row}
          id="discount"
          label={promoCode ? t`Discount (${promoCode})` : t`Discount`}
          amount={`−${formatPrice(bill.discount)}`}
        />
      )}
      {bill.serviceFee > 0 && (
        <BillRow
          {...row}
          id="service-fee"
          label={bill.serviceFeeName ?? t`Service fee`}
          amount={formatPrice(bill.serviceFee)}
        />
      )}
      {fulfilment === 'delivery' && (
        <BillRow
          {...row}
          id="delivery-fee"
          label={deliveryZone ? t`Delivery fee (${deliveryZone})` : t`Delivery fee`}
          amount={formatPrice(bill.deliveryFee)}
        />
      )}
      {bill.tip > 0 && <BillRow {...row} id="tip" label={t`Tip`} amount={formatPrice(bill.tip)} />}
      {bill.taxIncluded ? (
        bill.tax > 0 && (
          <BillRow {...row} id="tax" label={t`incl. tax`} amount={formatPrice(bill.tax)} />
        )
      ) : (
        <BillRow {...row} id="tax" label={t`Tax`} amount={formatPrice(bill.tax)} />
      )}
      <BillRow {...row} id="total" label={t`Total`} amount={formatPrice(bill.total)} strong />
      {bill.giftCard !== undefined && bill.giftCard > 0 && (
        <>
          <BillRow
            {...row}
            id="gift-card"
            label={t`Gift card`}
            amount={`−${formatPrice(bill.giftCard)}`}
          />
          <BillRow
            {...row}
            id="due"
            label={t`Left to pay by card`}
            amount={formatPrice(bill.due ?? 0)}
            strong
          />
        </>
      )}
    </Stack>
  );
}
