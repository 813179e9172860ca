import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconTrash, IconX } from '@tabler/icons-react';
import type { Direction } from '@/features/admin/shared/lib/move-keeping-focus';

interface ListItemButtonsProps {
  /** What the item is called, for the buttons' names: "Move Toppings up". */
  name: string;
  index: number;
  count: number;
  onMove: (index: number, direction: Direction) => void;
  onRemove: () => void;
  /** Why the item may not be removed, if it may not (the last choice of a group). */
  removeDisabled?: boolean;
  /** The id of the text that says why it may not be removed, read with the button. */
  removeReasonId?: string;
}

/** Move up, move down and remove, for an item of a list the staff order by hand: large enough for a finger. */
export function ListItemButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
  removeDisabled,
  removeReasonId,
}: ListItemButtonsProps) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={44}
        data-move="up"
        aria-label={t`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index, 'up')}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size={44}
        data-move="down"
        aria-label={t`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, 'down')}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="outline"
        color="red.9"
        size={44}
        aria-label={t`Remove ${name}`}
        disabled={removeDisabled}
        aria-describedby={removeReasonId}
        onClick={onRemove}
      >
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

interface ChangeAndDeleteButtonsProps {
  /** What the item is called, for the buttons' names: "Change Town centre". */
  name: string;
  onChange: () => void;
  onDelete: () => void;
}

/** Change and delete, for an item of a list of settings (a delivery zone, a promo code): large enough for a finger. */
export function ChangeAndDeleteButtons({ name, onChange, onDelete }: ChangeAndDeleteButtonsProps) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="default" size={44} aria-label={t`Change ${name}`} onClick={onChange}>
        <IconEdit size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="outline"
        color="red.9"
        size={44}
        aria-label={t`Delete ${name}`}
        onClick={onDelete}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
