import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { getListOrdersQueryOptions } from '@/api/generated/orders-staff/orders-staff';
import { getGetShopQueryOptions } from '@/api/generated/shop/shop';
import { OrdersScreen } from '@/features/admin/orders/components/orders-screen';
import {
  listOrdersParamsOf,
  type OrderSearch,
  parseOrderSearch,
} from '@/features/admin/orders/lib/order-search';
import { opensScreen } from '@/features/admin/shared/lib/dashboard-screens';

export const Route = createFileRoute('/dashboard/orders')({
  validateSearch: (search: Partial<OrderSearch> & SearchSchemaInput) => parseOrderSearch(search),
  // The page of orders the filters in the address ask for, read before the screen shows; the screen reads the
  // same query.
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, permissions }, location, deps, cause }) => {
    if (!opensScreen(permissions, location.pathname)) return;
    // The shop's time zone, which promised times are shown in; read beside the orders, never waited for.
    void queryClient.ensureQueryData(getGetShopQueryOptions()).catch(() => undefined);
    // A failed prefetch is not a broken page: the screen says so itself.
    const read = queryClient
      .ensureQueryData(getListOrdersQueryOptions(listOrdersParamsOf(deps)))
      .catch(() => undefined);
    // A change of filter or page on the screen keeps the orders shown, marked busy, until the new ones come.
    if (cause !== 'stay') await read;
  },
  component: OrdersPage,
});

function OrdersPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrdersScreen
      search={search}
      // Staying on the same page, the navigation has nothing to wait for.
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
