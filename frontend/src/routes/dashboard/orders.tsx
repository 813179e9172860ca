import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { OrdersScreen } from '../../features/admin/components/orders-screen';
import { type OrderSearch, parseOrderSearch } from '../../features/admin/lib/order-search';

export const Route = createFileRoute('/dashboard/orders')({
  validateSearch: (search: Partial<OrderSearch> & SearchSchemaInput) => parseOrderSearch(search),
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
