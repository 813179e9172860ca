import { Plural, useLingui } from '@lingui/react/macro';
import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useListOrders } from '@/api/generated/orders-staff/orders-staff';
import { useGetShop } from '@/api/generated/shop/shop';
import { PageButtons } from '@/components/page-buttons';
import { useOrderStatus } from '@/features/admin/orders/hooks/use-order-status';
import {
  listOrdersParamsOf,
  ORDERS_PER_PAGE,
  type OrderSearch,
} from '@/features/admin/orders/lib/order-search';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { OrdersFilters } from './orders-filters';
import { OrdersList } from './orders-list';

interface OrdersScreenProps {
  search: OrderSearch;
  onSearchChange: (search: OrderSearch) => void;
}

export function OrdersScreen({ search, onSearchChange }: OrdersScreenProps) {
  const { t } = useLingui();
  const orders = useListOrders(listOrdersParamsOf(search), {
    query: { placeholderData: (previous) => previous },
  });
  const shop = useGetShop();
  const {
    dialog,
    refused: _,
    ...actions
  } = useOrderStatus({
    timeZone: shop.data?.timeZone,
    toastRefusals: true,
  });
  const total = orders.data?.total ?? 0;
  const pages = orders.data ? Math.ceil(orders.data.total / ORDERS_PER_PAGE) : 0;

  return (
    <AdminPage
      title={t`Orders Tracking`}
      description={t`Every order, newest first. Move each one on as the kitchen works.`}
    >
      <OrdersFilters search={search} onChange={onSearchChange} />
      {orders.isError ? (
        <Alert color="red" role="alert" title={t`The orders could not be loaded`}>
          {orders.error.message}
        </Alert>
      ) : orders.data ? (
        <Stack gap="md" aria-busy={orders.isFetching}>
          <Text size="sm" c="dimmed" role="status">
            <Plural value={total} one="# order" other="# orders" />
          </Text>
          <OrdersList orders={orders.data.items} timeZone={shop.data?.timeZone} {...actions} />
          {pages > 1 && (
            <Group justify="center">
              <PageButtons
                total={pages}
                value={search.page ?? 1}
                onChange={(page) =>
                  onSearchChange({ ...search, page: page > 1 ? page : undefined })
                }
              />
            </Group>
          )}
        </Stack>
      ) : (
        <Stack gap="sm" role="status" aria-label={t`Loading the orders`}>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} height={120} />
          ))}
        </Stack>
      )}
      {dialog}
    </AdminPage>
  );
}
