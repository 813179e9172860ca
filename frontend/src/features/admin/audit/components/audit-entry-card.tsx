import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { ROLE_NAMES } from '@/features/admin/shared/lib/dashboard-screens';
import { AUDIT_ACTION_NAMES } from '@/features/admin/audit/lib/audit-words';
import { formatShopTime } from '@/lib/time/shop-wall-time';

/** A value of an entry as a person reads it: text as it is, the rest as JSON. */
const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** One change of the trail: when, who (as they were then), what, and each value before and after. */
export function AuditEntryCard({ entry, timeZone }: { entry: AuditEntry; timeZone?: string }) {
  const { t, i18n } = useLingui();
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  const when = timeZone
    ? formatShopTime(entry.at, timeZone)
    : new Date(entry.at).toLocaleString(i18n.locale);
  const who = entry.actor.name;
  const role = i18n._(ROLE_NAMES[entry.actor.role]);
  return (
    <Card
      component="article"
      padding="md"
      withBorder
      aria-label={i18n._(AUDIT_ACTION_NAMES[entry.action])}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{i18n._(AUDIT_ACTION_NAMES[entry.action])}</Text>
          <Text size="sm" c="dimmed">
            {when}
          </Text>
        </Group>
        <UserText size="sm">{entry.subject.name}</UserText>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{t`By ${who}`}</Text>
          <Badge size="sm" variant="outline" color="gray.8" tt="none">
            {role}
          </Badge>
        </Group>
        {fields.length > 0 && (
          <Stack gap={2} component="dl" m={0}>
            {fields.map((field) => (
              <Group key={field} gap="xs" wrap="wrap" align="baseline">
                <Text component="dt" size="sm" fw={600}>
                  {field}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {`${shown(entry.before?.[field])} → ${shown(entry.after?.[field])}`}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
