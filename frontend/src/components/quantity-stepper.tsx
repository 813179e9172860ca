import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

interface QuantityStepperProps {
  /** What is counted, as its buttons name it: "One more Margherita Pizza", "Quantity of Margherita Pizza". */
  name: string;
  quantity: number;
  /** Plus is disabled here. */
  max: number;
  /** Minus is disabled here; without it minus stays enabled and the page decides what one less means. */
  min?: number;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** One less or one more of something. Both stay enabled while changes are on their way: every tap counts. */
export function QuantityStepper({
  name,
  quantity,
  max,
  min,
  onDecrease,
  onIncrease,
}: QuantityStepperProps) {
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        radius="xl"
        aria-label={t`One less ${name}`}
        onClick={onDecrease}
        disabled={min !== undefined && quantity <= min}
      >
        <IconMinus size={16} aria-hidden="true" />
      </ActionIcon>
      <Text fw={600} miw={24} ta="center" aria-label={t`Quantity of ${name}`}>
        {quantity}
      </Text>
      <ActionIcon
        variant="default"
        radius="xl"
        aria-label={t`One more ${name}`}
        onClick={onIncrease}
        disabled={quantity >= max}
      >
        <IconPlus size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
