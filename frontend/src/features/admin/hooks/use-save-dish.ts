import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUploadImage } from '../../../api/generated/images/images';
import {
  getGetMenuItemQueryKey,
  getListMenuItemsQueryKey,
  useCreateMenuItem,
  useUpdateMenuItem,
} from '../../../api/generated/menu/menu';
import { getGetOverviewQueryKey } from '../../../api/generated/orders/orders';
import type { MenuItemDraft } from '../components/menu-item-form';
import { ADMIN_MESSAGES, TOAST_MS } from '../lib/admin-messages';

const UPLOADING = 'Uploading the picture…';
const SAVING = 'Saving the dish…';

/** Uploads the picture first (POST /images), then adds or changes the dish with its address. */
export function useSaveDish(dishId?: string) {
  const queryClient = useQueryClient();
  const uploadImage = useUploadImage();
  const createDish = useCreateMenuItem();
  const updateDish = useUpdateMenuItem();
  const [progress, setProgress] = useState<string>();

  const uploadPicture = async (picture: File) => {
    setProgress(UPLOADING);
    const { data } = await uploadImage.mutateAsync({ data: { image: picture } });
    return data.display_url;
  };

  const save = async ({ picture, ...dish }: MenuItemDraft) => {
    try {
      const image = picture ? await uploadPicture(picture) : undefined;
      setProgress(SAVING);
      if (dishId) {
        await updateDish.mutateAsync({ id: dishId, data: { ...dish, ...(image && { image }) } });
      } else {
        if (!image) throw new Error('Choose a picture of the dish.');
        await createDish.mutateAsync({ data: { ...dish, image } });
      }
    } finally {
      setProgress(undefined);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListMenuItemsQueryKey() }),
      dishId && queryClient.invalidateQueries({ queryKey: getGetMenuItemQueryKey(dishId) }),
      queryClient.invalidateQueries({ queryKey: getGetOverviewQueryKey() }),
    ]);
    notifications.show({
      color: 'leaf',
      message: dishId ? ADMIN_MESSAGES.dishUpdated : ADMIN_MESSAGES.dishInserted,
      autoClose: TOAST_MS * 2,
    });
  };

  return { save, progress };
}
