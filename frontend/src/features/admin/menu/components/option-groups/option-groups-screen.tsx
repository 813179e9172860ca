import { Alert, Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { OptionGroupAdmin } from '@/api/generated/model';
import { useListOptionGroups } from '@/api/generated/option-groups/option-groups';
import { useOptionGroupActions } from '@/features/admin/menu/hooks/use-option-group-actions';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { OptionGroupForm } from './option-group-form';
import { OptionGroupsList } from './option-groups-list';
import { menuToEdit } from '@/lib/menu/menu-to-edit';

/** The group the form is open for: a new one, or one to change. */
type Editing = { group?: OptionGroupAdmin };

export function OptionGroupsScreen() {
  const { t } = useLingui();
  const groups = useListOptionGroups();
  const dishes = useQuery(menuToEdit());
  const { save, actions } = useOptionGroupActions();
  const [editing, setEditing] = useState<Editing>();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const dishNames = new Map(dishes.data?.map((dish) => [dish._id, dish.name]));
  const close = () => setEditing(undefined);
  const editedName = editing?.group?.name;
  const formTitle = editedName !== undefined ? t`Change ${editedName}` : t`New option group`;

  return (
    <AdminPage
      title={t`Option Groups`}
      description={t`Sizes, toppings and other choices, each shared by the dishes that offer it.`}
    >
      <Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          h={44}
          onClick={() => setEditing({})}
        >
          <Trans>New option group</Trans>
        </Button>
      </Group>
      {groups.isError ? (
        <Alert color="red" role="alert" title={t`The option groups could not be loaded`}>
          {groups.error.message}
        </Alert>
      ) : groups.data ? (
        <OptionGroupsList
          groups={groups.data}
          dishNames={dishNames}
          onEdit={(group) => setEditing({ group })}
          {...actions}
        />
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the option groups`}>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} height={120} />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== undefined}
        onClose={close}
        title={formTitle}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t`Close without saving` }}
      >
        {editing && (
          <OptionGroupForm
            key={editing.group?._id ?? 'new'}
            label={formTitle}
            submitLabel={editing.group ? t`Save the group` : t`Add the group`}
            group={editing.group}
            onSave={async (input) => {
              await save(input, editing.group);
              close();
            }}
            onCancel={close}
          />
        )}
      </Modal>
    </AdminPage>
  );
}
