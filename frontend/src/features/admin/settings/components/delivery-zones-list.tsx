import { Card, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliveryZone } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import {
  areaInWords,
  feeInWords,
  minimumInWords,
} from '@/features/admin/settings/lib/delivery-zone-form';
import { ChangeAndDeleteButtons } from '@/features/admin/shared/components/list-item-buttons';

interface DeliveryZonesListProps {
  zones: DeliveryZone[];
  onEdit: (zone: DeliveryZone) => void;
  onDelete: (zone: DeliveryZone) => void;
}

/** The delivery zones: each with its area in a few words, its fee and its minimum order. */
export function DeliveryZonesList({ zones, onEdit, onDelete }: DeliveryZonesListProps) {
  const { i18n } = useLingui();
  if (zones.length === 0)
    return (
      <Text>
        <Trans>No delivery zone yet: customers can only collect their orders.</Trans>
      </Text>
    );
  return (
    <Stack gap="sm">
      {zones.map((zone) => (
        <Card key={zone._id} component="article" padding="md" aria-label={zone.name}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} miw={0}>
              <UserText fw={600}>{zone.name}</UserText>
              <Text size="sm">{areaInWords(zone.area, i18n)}</Text>
              <Text size="sm" c="dimmed">
                {feeInWords(zone, i18n)} · {minimumInWords(zone, i18n)}
              </Text>
            </Stack>
            <ChangeAndDeleteButtons
              name={zone.name}
              onChange={() => onEdit(zone)}
              onDelete={() => onDelete(zone)}
            />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
