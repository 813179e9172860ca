import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { MAX_QUANTITY } from '../lib/cart-totals';

interface QuantityStepperProps {
  dishName: string;
  quantity: number;
  onDecrease: () => void;
  onIncrease: () => void;
}

/**
 * One less or one more of a dish; the page decides what one less than 1 means. Both stay enabled while
 * changes are on their way: every tap counts.
 */
export function QuantityStepper({
  dishName,
  quantity,
  onDecrease,
  onIncrease,
}: QuantityStepperProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        radius="xl"
        aria-label={`One less ${dishName}`}
        onClick={onDecrease}
      >
        <IconMinus size={16} aria-hidden="true" />
      </ActionIcon>
      <Text fw={600} miw={24} ta="center" aria-label={`Quantity of ${dishName}`}>
        {quantity}
      </Text>
      <ActionIcon
        variant="default"
        radius="xl"
        aria-label={`One more ${dishName}`}
        onClick={onIncrease}
        disabled={quantity >= MAX_QUANTITY}
      >
        <IconPlus size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
