import { Alert, Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { PromoCode } from '@/api/generated/model';
import { useListPromoCodes } from '@/api/generated/promo-codes/promo-codes';
import { useGetShop } from '@/api/generated/shop/shop';
import { usePromoCodeActions } from '@/features/admin/settings/hooks/use-promo-code-actions';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { PromoCodeForm } from './promo-code-form';
import { PromoCodesList } from './promo-codes-list';

/** The code the form is open for: a new one, or one to change. */
type Editing = { promo?: PromoCode };

/** Promo Codes: discounts customers redeem with a code, with their limits and validity. */
export function PromoCodesScreen() {
  const { t } = useLingui();
  const promos = useListPromoCodes();
  const shop = useGetShop();
  const { save, onDelete } = usePromoCodeActions();
  const [editing, setEditing] = useState<Editing>();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const close = () => setEditing(undefined);
  const editedCode = editing?.promo?.code;
  const title = editedCode !== undefined ? t`Change ${editedCode}` : t`New promo code`;
  const timeZone = shop.data?.timeZone;
  const problem = promos.error ?? shop.error;

  return (
    <AdminPage
      title={t`Promo Codes`}
      description={
        timeZone
          ? t`Discounts customers redeem at checkout with a code. Dates are in ${timeZone}.`
          : t`Discounts customers redeem at checkout with a code.`
      }
    >
      <Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          h={44}
          disabled={!timeZone}
          onClick={() => setEditing({})}
        >
          <Trans>New promo code</Trans>
        </Button>
      </Group>
      {problem ? (
        <Alert color="red" role="alert" title={t`The promo codes could not be loaded`}>
          {problem.message}
        </Alert>
      ) : promos.data && timeZone ? (
        <PromoCodesList
          promos={promos.data}
          timeZone={timeZone}
          onEdit={(promo) => setEditing({ promo })}
          onDelete={onDelete}
        />
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the promo codes`}>
          {[1, 2].map((row) => (
            <Skeleton key={row} height={110} />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== undefined && timeZone !== undefined}
        onClose={close}
        title={title}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t`Close without saving` }}
      >
        {editing && timeZone && (
          <PromoCodeForm
            key={editing.promo?._id ?? 'new'}
            label={title}
            submitLabel={editing.promo ? t`Save the code` : t`Add the code`}
            promo={editing.promo}
            timeZone={timeZone}
            onSave={async (input) => {
              await save(input, editing.promo);
              close();
            }}
            onCancel={close}
          />
        )}
      </Modal>
    </AdminPage>
  );
}
