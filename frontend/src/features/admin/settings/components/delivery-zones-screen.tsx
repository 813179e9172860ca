import { Alert, Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useListDeliveryZones } from '@/api/generated/delivery-zones/delivery-zones';
import type { DeliveryZone } from '@/api/generated/model';
import { useDeliveryZoneActions } from '@/features/admin/settings/hooks/use-delivery-zone-actions';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { DeliveryZoneForm } from './delivery-zone-form';
import { DeliveryZonesList } from './delivery-zones-list';

/** The zone the form is open for: a new one, or one to change. */
type Editing = { zone?: DeliveryZone };

/** Delivery Zones: where the shop delivers, for what fee and from what order. */
export function DeliveryZonesScreen() {
  const { t } = useLingui();
  const zones = useListDeliveryZones();
  const { save, onDelete } = useDeliveryZoneActions();
  const [editing, setEditing] = useState<Editing>();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const close = () => setEditing(undefined);
  const editedName = editing?.zone?.name;
  const title = editedName !== undefined ? t`Change ${editedName}` : t`New delivery zone`;

  return (
    <AdminPage
      title={t`Delivery Zones`}
      description={t`Where the shop delivers: by postcode, or within a distance of a point; each with its fee and minimum order.`}
    >
      <Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          h={44}
          onClick={() => setEditing({})}
        >
          <Trans>New delivery zone</Trans>
        </Button>
      </Group>
      {zones.isError ? (
        <Alert color="red" role="alert" title={t`The delivery zones could not be loaded`}>
          {zones.error.message}
        </Alert>
      ) : zones.data ? (
        <DeliveryZonesList
          zones={zones.data}
          onEdit={(zone) => setEditing({ zone })}
          onDelete={onDelete}
        />
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the delivery zones`}>
          {[1, 2].map((row) => (
            <Skeleton key={row} height={90} />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== undefined}
        onClose={close}
        title={title}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t`Close without saving` }}
      >
        {editing && (
          <DeliveryZoneForm
            key={editing.zone?._id ?? 'new'}
            label={title}
            submitLabel={editing.zone ? t`Save the zone` : t`Add the zone`}
            zone={editing.zone}
            onSave={async (input) => {
              await save(input, editing.zone);
              close();
            }}
            onCancel={close}
          />
        )}
      </Modal>
    </AdminPage>
  );
}
