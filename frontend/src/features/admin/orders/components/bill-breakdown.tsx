import { Table } from '@mantine/core';
import type { Bill } from '@/api/generated/model';
import { formatPrice } from '@/lib/money';

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
