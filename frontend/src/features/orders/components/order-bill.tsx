import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import type { Payment } from '@/api/generated/model';
import { BillRows } from '@/components/bill-rows';

/** The order's bill, part by part, folded under its total until the customer opens it. */
export function OrderBill({ order }: { order: Payment }) {
  const { t } = useLingui();
  const [opened, { toggle }] = useDisclosure(false);
  const transactionId = order.transactionId;
  const id = `order-bill-${order._id}`;
  return (
    <Stack gap={4}>
      <Button
        variant="default"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        aria-label={t`Bill of order ${transactionId}`}
        rightSection={
          <IconChevronDown
            size={14}
            aria-hidden="true"
            style={{ transform: opened ? 'rotate(180deg)' : undefined }}
          />
        }
      >
        <Trans>Bill</Trans>
      </Button>
      <Collapse expanded={opened} id={id}>
        <BillRows bill={order.bill} fulfilment={order.fulfilment} compact />
      </Collapse>
    </Stack>
  );
}
