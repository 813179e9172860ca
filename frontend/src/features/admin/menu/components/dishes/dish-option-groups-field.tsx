import { Button, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { OptionGroup } from '@/api/generated/model';
import { createMenuItemBodyOptionGroupIdsMax } from '@/api/generated/zod/menu-staff/menu-staff.zod';
import { AnchorLink } from '@/components/link';
import { UserText } from '@/components/user-text';
import { ruleInWords } from '@/lib/menu/option-rules';
import { type Direction, moveKeepingFocus } from '@/features/admin/shared/lib/move-keeping-focus';
import classes from './dish-option-groups-field.module.css';
import { ListItemButtons } from '@/features/admin/shared/components/list-item-buttons';

const MAX_GROUPS = createMenuItemBodyOptionGroupIdsMax;

interface DishOptionGroupsFieldProps {
  /** Every group the dish may offer. */
  groups: OptionGroup[];
  /** Why the groups could not be read, if they could not. */
  problem?: string;
  value: string[];
  onChange: (groupIds: string[]) => void;
}

/** The dish form's option groups: picked from the shop's groups, in the order customers choose them. */
export function DishOptionGroupsField({
  groups,
  problem,
  value,
  onChange,
}: DishOptionGroupsFieldProps) {
  const { t } = useLingui();
  const list = useRef<HTMLOListElement>(null);
  const [picked, setPicked] = useState('');
  const byId = new Map(groups.map((group) => [group._id, group]));
  const offerable = groups.filter((group) => !value.includes(group._id));
  const full = value.length >= MAX_GROUPS;

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const next = [...value];
    next.splice(to, 0, ...next.splice(index, 1));
    moveKeepingFocus(list.current, value[index], { to, last: value.length - 1, direction }, () =>
      onChange(next),
    );
  };

  return (
    <Fieldset legend={t`Option groups`} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            Customers choose in this order.{' '}
            <AnchorLink to="/dashboard/option-groups" c="leaf.9" underline="always">
              Make or change option groups
            </AnchorLink>
          </Trans>
        </Text>
        {value.length > 0 && (
          <ol ref={list} aria-label={t`Option groups of this dish`} className={classes.groups}>
            {value.map((id, index) => {
              const group = byId.get(id);
              const name = group?.name ?? t`A group no longer listed`;
              return (
                <Group
                  component="li"
                  key={id}
                  data-item={id}
                  gap="xs"
                  wrap="nowrap"
                  justify="space-between"
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <UserText fw={500}>{name}</UserText>
                    {group && (
                      <Text size="sm" c="dimmed">
                        {ruleInWords(group)}
                      </Text>
                    )}
                  </Stack>
                  <ListItemButtons
                    name={name}
                    index={index}
                    count={value.length}
                    onMove={move}
                    onRemove={() => onChange(value.filter((chosen) => chosen !== id))}
                  />
                </Group>
              );
            })}
          </ol>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t`Add an option group`}
            description={
              problem ??
              (full
                ? t`A dish offers at most ${MAX_GROUPS} groups.`
                : offerable.length === 0
                  ? t`Every group is offered already.`
                  : t`Choose one, then press Add.`)
            }
            disabled={full || offerable.length === 0}
            style={{ flex: '1 1 220px' }}
            value={picked}
            onChange={(event) => setPicked(event.currentTarget.value)}
            data={[
              { value: '', label: t`Choose a group`, disabled: true },
              ...offerable.map((group) => ({
                value: group._id,
                label: `${group.name} (${ruleInWords(group)})`,
              })),
            ]}
          />
          <Button
            variant="light"
            h={44}
            disabled={picked === '' || full}
            onClick={() => {
              onChange([...value, picked]);
              setPicked('');
            }}
          >
            <Trans>Add</Trans>
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
