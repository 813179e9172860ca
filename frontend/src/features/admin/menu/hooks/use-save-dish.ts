import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useUploadImage } from '@/api/generated/images/images';
import { getGetMenuItemQueryKey, getListMenuItemsQueryKey } from '@/api/generated/menu/menu';
import { useCreateMenuItem, useUpdateMenuItem } from '@/api/generated/menu-staff/menu-staff';
import type { MenuItemDraft } from '@/features/admin/menu/components/dishes/menu-item-form';
import { ADMIN_MESSAGES } from '@/features/admin/shared/lib/admin-messages';
import { toastDone } from '@/features/admin/shared/lib/admin-toasts';
import { useRefreshAfterChange } from '@/features/admin/shared/hooks/use-refresh-after-change';

const UPLOADING = msg`Uploading the picture…`;
const SAVING = msg`Saving the dish…`;

/** Uploads the picture first (POST /images), then adds or changes the dish with its address. */
export function useSaveDish(dishId?: string) {
  const { t, i18n } = useLingui();
  const refresh = useRefreshAfterChange(
    getListMenuItemsQueryKey(),
    ...(dishId ? [getGetMenuItemQueryKey(dishId)] : []),
  );
  const uploadImage = useUploadImage();
  const createDish = useCreateMenuItem();
  const updateDish = useUpdateMenuItem();
  const [progress, setProgress] = useState<string>();

  const uploadPicture = async (picture: File) => {
    setProgress(i18n._(UPLOADING));
    const { data } = await uploadImage.mutateAsync({ data: { image: picture } });
    return data.display_url;
  };

  const save = async ({ picture, ...dish }: MenuItemDraft) => {
    try {
      const image = picture ? await uploadPicture(picture) : undefined;
      setProgress(i18n._(SAVING));
      if (dishId) {
        await updateDish.mutateAsync({ id: dishId, data: { ...dish, ...(image && { image }) } });
      } else {
        if (!image) throw new Error(t`Choose a picture of the dish.`);
        await createDish.mutateAsync({ data: { ...dish, image } });
      }
    } finally {
      setProgress(undefined);
    }
    await refresh();
    toastDone(dishId ? ADMIN_MESSAGES.dishUpdated : ADMIN_MESSAGES.dishInserted);
  };

  return { save, progress };
}
