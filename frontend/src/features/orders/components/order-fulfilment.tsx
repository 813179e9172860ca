import { Button, Collapse, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import type { DeliveryAddress, Payment } from '@/api/generated/model';
import { BillRows } from '@/components/bill-rows';
import { UserText } from '@/components/user-text';
import { formatPromisedTime } from '@/lib/time/shop-time';

const addressText = (address: DeliveryAddress) =>
  [address.line1, address.line2, `${address.postcode} ${address.city}`].filter(Boolean).join(', ');

/** Pickup or delivery (with the address), and the time promised, on the shop's clock. */
export function OrderFulfilment({
  order,
  timeZone,
  now,
}: {
  order: Payment;
  timeZone: string;
  now: Date;
}) {
  return (
    <Stack gap={2} data-testid={`order-fulfilment-${order.transactionId}`}>
      <Text size="sm" fw={600}>
        {order.promisedAt
          ? formatPromisedTime(order.fulfilment, order.promisedAt, now, timeZone)
          : order.fulfilment === 'delivery'
            ? 'Delivery'
            : 'Pickup'}
      </Text>
      {order.address && (
        <>
          <UserText size="xs" c="dimmed">
            {addressText(order.address)}
          </UserText>
          {order.address.instructions && (
            <UserText size="xs" c="dimmed">
              {order.address.instructions}
            </UserText>
          )}
        </>
      )}
    </Stack>
  );
}

/** The order's bill, part by part, folded under its total until the customer opens it. */
export function OrderBill({ order }: { order: Payment }) {
  const [opened, { toggle }] = useDisclosure(false);
  const id = `order-bill-${order._id}`;
  return (
    <Stack gap={4}>
      <Button
        variant="default"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        aria-label={`Bill of order ${order.transactionId}`}
        rightSection={
          <IconChevronDown
            size={14}
            aria-hidden="true"
            style={{ transform: opened ? 'rotate(180deg)' : undefined }}
          />
        }
      >
        Bill
      </Button>
      <Collapse expanded={opened} id={id}>
        <BillRows bill={order.bill} fulfilment={order.fulfilment} compact />
      </Collapse>
    </Stack>
  );
}
