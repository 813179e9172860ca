import { Badge, Group } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MenuItem } from '@/api/generated/model';
import { AnchorLink } from '@/components/link';
import { type DishState as State, dishStateOf } from '@/features/admin/menu/lib/availability';
import { optionGroupAnchor } from '../option-groups/option-groups-list';

/** Badge colours dark enough that white text on them reads at WCAG AA. */
const STATE_COLOR: Record<State, string> = {
  'on-sale': 'leaf.9',
  'sold-out': 'red.9',
  'outside-hours': 'gray.7',
};

/** Whether customers can order the dish now, in words. */
export function DishState({ dish }: { dish: MenuItem }) {
  const { i18n } = useLingui();
  const { state, words } = dishStateOf(dish, i18n);
  return (
    <Badge
      color={STATE_COLOR[state]}
      tt="none"
      size="lg"
      maw="100%"
      // Mantine cuts a badge's label to one line; the state must be read whole, on a phone too.
      styles={{ root: { height: 'auto' }, label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {words}
    </Badge>
  );
}

/** Links to the dish's option groups, where each choice is marked sold out. */
export function DishGroupLinks({ dish }: { dish: MenuItem }) {
  if (dish.optionGroups.length === 0) return null;
  return (
    <Group gap={8} component="span" fz="sm">
      <Trans>Choices:</Trans>
      {dish.optionGroups.map((group) => (
        <AnchorLink
          key={group._id}
          to="/dashboard/option-groups"
          hash={optionGroupAnchor(group)}
          c="leaf.9"
          underline="always"
        >
          {group.name}
        </AnchorLink>
      ))}
    </Group>
  );
}
