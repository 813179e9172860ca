import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
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

function offeredBy(group: OptionGroupAdmin, dishNames: Map<string, string>) {
  const names = group.menuItemIds.map((id) => dishNames.get(id) ?? 'a dish no longer listed');
  if (names.length === 0) return 'Offered by no dish yet';
  return `Offered by ${names.length === 1 ? '1 dish' : `${names.length} dishes`}: ${names.join(', ')}`;
}

/** What a choice's sold-out button needs, wherever the choice is listed. */
export type ChoiceSaleActions = Pick<
  OptionGroupActions,
  'busyChoiceId' | 'onChoiceSoldOut' | 'onChoiceBackOnSale'
>;

/** A choice with its price change, and sold out or back on sale in one press. */
export function ChoiceLine({ choice, ...actions }: ChoiceSaleActions & { choice: OptionChoice }) {
  return (
    <Group component="li" justify="space-between" gap="xs" py={6} wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 160px', minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <UserText fw={500}>{choice.name}</UserText>
          <Text size="sm" c="dimmed">
            {priceChangeInWords(choice.price) ?? 'no extra charge'}
          </Text>
          {choice.default && (
            <Badge variant="outline" color="gray.7" tt="none">
              Default
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
  if (groups.length === 0)
    return <Text>No option group yet: make the first, such as Pizza sizes.</Text>;
  return (
    <Stack gap="md">
      {groups.map((group) => (
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
                <Text size="sm">
                  {ruleInWords(group)}
                  {group.allowRepeats ? ', repeats allowed' : ''}
                </Text>
                <UserText size="sm" c="dimmed">
                  {offeredBy(group, dishNames)}
                </UserText>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="outline"
                  color="leaf.9"
                  h={44}
                  leftSection={<IconEdit size={16} aria-hidden />}
                  aria-label={`Edit ${group.name}`}
                  onClick={() => onEdit(group)}
                >
                  Edit
                </Button>
                <ActionIcon
                  color="red.9"
                  variant="filled"
                  size={44}
                  aria-label={`Delete ${group.name}`}
                  onClick={() => actions.onDelete(group)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            <Stack
              component="ul"
              gap={0}
              aria-label={`Choices of ${group.name}`}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {group.choices.map((choice) => (
                <ChoiceLine key={choice._id} choice={choice} {...actions} />
              ))}
            </Stack>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
