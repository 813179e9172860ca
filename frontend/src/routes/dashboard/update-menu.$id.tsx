import { createFileRoute, notFound } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { getListOptionGroupsQueryOptions } from '@/api/generated/option-groups/option-groups';
import { DishNotFound } from '@/features/admin/menu/components/dishes/dish-not-found';
import { UpdateMenuScreen } from '@/features/admin/menu/components/dishes/update-menu-screen';
import { categoriesToEdit, dishToEdit } from '@/lib/menu/menu-to-edit';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/update-menu/$id')({
  loader: async ({ context: { queryClient, permissions }, location, params: { id } }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The categories and groups the dish may have, read beside it; the form names the dish's own without them.
    const choices = Promise.all([
      queryClient.ensureQueryData(categoriesToEdit()).catch(() => undefined),
      queryClient.ensureQueryData(getListOptionGroupsQueryOptions()).catch(() => undefined),
    ]);
    try {
      await queryClient.ensureQueryData(dishToEdit(id));
    } catch (error) {
      // 400 is an id that cannot be one; 404 is a dish that is not (or no longer) on the menu.
      if (isApiError(error) && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
    await choices;
  },
  notFoundComponent: DishNotFound,
  component: UpdateMenuItem,
});

function UpdateMenuItem() {
  const { id } = Route.useParams();
  // The loader has read the dish already.
  const { data: dish } = useQuery(dishToEdit(id));
  return dish ? <UpdateMenuScreen dish={dish} /> : null;
}
