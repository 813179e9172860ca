import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { DiningTable, TableCombination } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { seatsOf } from '@/features/admin/bookings/lib/booking-timeline';
import { ChangeAndDeleteButtons } from '@/features/admin/shared/components/list-item-buttons';

interface DiningTablesListProps {
  tables: DiningTable[];
  onEdit: (table: DiningTable) => void;
  onDelete: (table: DiningTable) => void;
}

/** The tables, each with the parties it seats. */
export function DiningTablesList({ tables, onEdit, onDelete }: DiningTablesListProps) {
  const { i18n } = useLingui();
  if (tables.length === 0)
    return (
      <Text>
        <Trans>No table yet: nothing can be booked.</Trans>
      </Text>
    );
  return (
    <Stack gap="xs">
      {tables.map((table) => (
        <Card key={table.id} component="article" padding="sm" withBorder aria-label={table.name}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} miw={0}>
              <UserText fw={600}>{table.name}</UserText>
              <Text size="sm" c="dimmed">
                {seatsOf(table, i18n)}
              </Text>
            </Stack>
            <ChangeAndDeleteButtons
              name={table.name}
              onChange={() => onEdit(table)}
              onDelete={() => onDelete(table)}
            />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

interface CombinationsListProps {
  combinations: TableCombination[];
  onDelete: (combination: TableCombination) => void;
}

/** The tables the staff join for larger parties. */
export function CombinationsList({ combinations, onDelete }: CombinationsListProps) {
  const { t, i18n } = useLingui();
  if (combinations.length === 0)
    return (
      <Text>
        <Trans>No tables are joined: the largest party is the largest table&apos;s.</Trans>
      </Text>
    );
  return (
    <Stack gap="xs">
      {combinations.map((combination) => {
        const name = combination.name;
        return (
          <Card
            key={combination.id}
            component="article"
            padding="sm"
            withBorder
            aria-label={combination.name}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <UserText fw={600}>{combination.name}</UserText>
                <Text size="sm" c="dimmed">
                  {seatsOf(combination, i18n)}
                </Text>
              </Stack>
              <ActionIcon
                variant="outline"
                color="red.9"
                size={44}
                aria-label={t`Separate ${name}`}
                onClick={() => onDelete(combination)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
