import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { OptionChoice, OptionGroupAdmin, SoldOutRequestUntil } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { priceChangeInWords, ruleInWords, soldOutInWords } from '@/lib/menu/option-rules';
import { SoldOutControl } from '../dishes/sold-out-control';

export interface OptionGroupActions {
  /** The choice whose change the shop is answering. */
  busyChoiceId?: string;
  onDelete: (group: OptionGroupAdmin) => void;
  onChoiceSoldOut: (choice: OptionChoice, until: SoldOutRequestUntil) => void;
  onChoiceBackOnSale: (choice: OptionChoice) => void;
}

interface OptionGroupsListProps extends OptionGroupActions {
  groups: OptionGroupAdmin[];
  /** The menu's dish names by id, to say which dishes offer a group. */
  dishNames: Map<string, string>;
  onEdit: (group: OptionGroupAdmin) => void;
}

/** The element id of a group's card, so that Manage Items can link to it. */
export const optionGroupAnchor = (group: Pick<OptionGroupAdmin, '_id'>) => `group-${group._id}`;

function offeredBy(group: OptionGroupAdmin, dishNames: Map<string, string>, i18n: I18n) {
  const gone = i18n._(msg`a dish no longer listed`);
  const names = group.menuItemIds.map((id) => dishNames.get(id) ?? gone);
  const count = names.length;
  if (count === 0) return i18n._(msg`Offered by no dish yet`);
  const dishes = names.join(', ');
  return i18n._(msg`Offered by ${plural(count, { one: '# dish', other: '# dishes' })}: ${dishes}`);
}

/** What a choice's sold-out button needs, wherever the choice is listed. */
export type ChoiceSaleActions = Pick<
  OptionGroupActions,
  'busyChoiceId' | 'onChoiceSoldOut' | 'onChoiceBackOnSale'
>;

/** A choice with its price change, and sold out or back on sale in one press. */
export function ChoiceLine({ choice, ...actions }: ChoiceSaleActions & { choice: OptionChoice }) {
  const { t } = useLingui();
  return (
    <Group component="li" justify="space-between" gap="xs" py={6} wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 160px', minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <UserText fw={500}>{choice.name}</UserText>
          <Text size="sm" c="dimmed">
            {priceChangeInWords(choice.price) ?? t`no extra charge`}
          </Text>
          {choice.default && (
            <Badge variant="outline" color="gray.7" tt="none">
              <Trans>Default</Trans>
            </Badge>
          )}
        </Group>
        {choice.soldOut && (
          <Text size="sm" c="red.9">
            {soldOutInWords(choice.soldOut)}
          </Text>
        )}
      </Stack>
      <SoldOutControl
        name={choice.name}
        soldOut={choice.soldOut}
        busy={actions.busyChoiceId === choice._id}
        onSoldOut={(until) => actions.onChoiceSoldOut(choice, until)}
        onBackOnSale={() => actions.onChoiceBackOnSale(choice)}
      />
    </Group>
  );
}

/** Option Groups: each group with its rule in words, the dishes that offer it and its choices, each sellable. */
export function OptionGroupsList({ groups, dishNames, onEdit, ...actions }: OptionGroupsListProps) {
  const { t, i18n } = useLingui();
  if (groups.length === 0)
    return (
      <Text>
        <Trans>No option group yet: make the first, such as Pizza sizes.</Trans>
      </Text>
    );
  return (
    <Stack gap="md">
      {groups.map((group) => {
        const name = group.name;
        const rule = ruleInWords(group);
        return (
          <Card
            key={group._id}
            id={optionGroupAnchor(group)}
            component="article"
            aria-labelledby={`${optionGroupAnchor(group)}-name`}
            padding="md"
          >
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Title order={2} fz="lg" id={`${optionGroupAnchor(group)}-name`}>
                    <UserText inherit>{group.name}</UserText>
                  </Title>
                  <Text size="sm">{group.allowRepeats ? t`${rule}, repeats allowed` : rule}</Text>
                  <UserText size="sm" c="dimmed">
                    {offeredBy(group, dishNames, i18n)}
                  </UserText>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    variant="outline"
                    color="leaf.9"
                    h={44}
                    leftSection={<IconEdit size={16} aria-hidden />}
                    aria-label={t`Edit ${name}`}
                    onClick={() => onEdit(group)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <ActionIcon
                    color="red.9"
                    variant="filled"
                    size={44}
                    aria-label={t`Delete ${name}`}
                    onClick={() => actions.onDelete(group)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <Stack
                component="ul"
                gap={0}
                aria-label={t`Choices of ${name}`}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {group.choices.map((choice) => (
                  <ChoiceLine key={choice._id} choice={choice} {...actions} />
                ))}
              </Stack>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
