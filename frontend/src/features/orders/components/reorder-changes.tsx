import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text } from '@mantine/core';
import type { Reorder } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { formatPrice } from '@/lib/money';

/** What changed since the order, said before the customer pays: the new prices, and what could not be added. */
export function ReorderChanges({ result }: { result: Reorder }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      {result.repriced.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            <Trans>At a new price since</Trans>
          </Text>
          <List size="sm" spacing={2} aria-label={t`At a new price since`}>
            {result.repriced.map((line) => {
              const { name } = line;
              const was = formatPrice(line.was);
              const now = formatPrice(line.now);
              return (
                <List.Item key={line.name}>
                  <UserText size="sm" component="span">
                    {t`${name}: now ${now} (was ${was})`}
                  </UserText>
                </List.Item>
              );
            })}
          </List>
        </Stack>
      )}
      {result.notAdded.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            <Trans>Not added</Trans>
          </Text>
          <List size="sm" spacing={2} aria-label={t`Not added`}>
            {result.notAdded.map((line, index) => (
              <List.Item key={`${line.name}-${index}`}>
                <UserText size="sm" component="span">{`${line.name}: ${line.reason}`}</UserText>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
