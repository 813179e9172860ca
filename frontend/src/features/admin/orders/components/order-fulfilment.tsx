import { Stack, Table, Text } from '@mantine/core';
import type { Bill, Order } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';
import { formatShopTime } from '@/lib/time/shop-time';

/** How the order is handed over, where, and for when: "Delivery to 12 Rue des Lilas, 75011 Paris". */
export function OrderFulfilment({
  order,
  timeZone,
}: {
  order: Pick<Order, 'fulfilment' | 'address' | 'promisedAt'>;
  /** The shop's time zone; the browser's until it is known. */
  timeZone?: string;
}) {
  const { address } = order;
  const promised =
    order.promisedAt &&
    (timeZone
      ? formatShopTime(order.promisedAt, timeZone)
      : new Date(order.promisedAt).toLocaleString('en-US'));
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {order.fulfilment === 'delivery' ? 'Delivery' : 'Pickup'}
        {promised && ` · ${order.fulfilment === 'delivery' ? 'delivered' : 'ready'} by ${promised}`}
      </Text>
      {address && (
        <UserText size="sm">
          {[address.line1, address.line2, `${address.postcode} ${address.city}`]
            .filter(Boolean)
            .join(', ')}
        </UserText>
      )}
      {address?.instructions && (
        <UserText size="sm" c="dimmed">
          For the driver: {address.instructions}
        </UserText>
      )}
    </Stack>
  );
}

/** What the order was charged, part by part; parts it has not are left out. */
export function BillBreakdown({ bill, label }: { bill: Bill; label: string }) {
  const rows: [string, string][] = [
    ['Subtotal', formatPrice(bill.subtotal)],
    ...(bill.discount > 0
      ? [
          [
            bill.promoCode ? `Discount (${bill.promoCode})` : 'Discount',
            `−${formatPrice(bill.discount)}`,
          ] as [string, string],
        ]
      : []),
    ...(bill.deliveryFee > 0 || bill.deliveryZone
      ? [
          [
            bill.deliveryZone ? `Delivery (${bill.deliveryZone})` : 'Delivery',
            formatPrice(bill.deliveryFee),
          ] as [string, string],
        ]
      : []),
    ...(bill.tip > 0 ? [['Tip', formatPrice(bill.tip)] as [string, string]] : []),
    [bill.taxIncluded ? 'Tax included' : 'Tax', formatPrice(bill.tax)],
  ];
  return (
    <Table verticalSpacing={2} aria-label={label} layout="fixed">
      <Table.Tbody>
        {rows.map(([part, amount]) => (
          <Table.Tr key={part}>
            <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
              {part}
            </Table.Th>
            <Table.Td ta="right" w={120}>
              {amount}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td ta="right" fw={700}>
            {formatPrice(bill.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
