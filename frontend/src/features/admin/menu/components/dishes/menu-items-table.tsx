import { ActionIcon, Card, Group, Image, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconEdit, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { MenuItem, SoldOutRequestUntil } from '@/api/generated/model';
import { ButtonLink } from '@/components/link';
import { PageButtons } from '@/components/page-buttons';
import { UserText } from '@/components/user-text';
import { findDishes } from '@/lib/menu/dish-search';
import { formatPrice } from '@/lib/money';
import { DishGroupLinks, DishState } from './dish-state';
import { SoldOutControl } from './sold-out-control';

const DISHES_PER_PAGE = 10;

export interface DishSaleActions {
  /** The dish whose change the shop is answering. */
  busyDishId?: string;
  onSoldOut: (dish: MenuItem, until: SoldOutRequestUntil) => void;
  onBackOnSale: (dish: MenuItem) => void;
}

interface DishActions extends DishSaleActions {
  /** Takes a dish off the menu; absent for a role that may not edit the menu (the kitchen), which then sees no Edit either. */
  onRemove?: (dish: MenuItem) => void;
}

interface MenuItemsTableProps extends DishActions {
  dishes: MenuItem[];
  /** Table or cards; by default cards on a phone or a tablet held upright. */
  layout?: 'table' | 'cards';
}

function EditLink({ dish }: { dish: MenuItem }) {
  const { t } = useLingui();
  const name = dish.name;
  return (
    <ButtonLink
      to="/dashboard/update-menu/$id"
      params={{ id: dish._id }}
      h={44}
      variant="outline"
      color="leaf.9"
      leftSection={<IconEdit size={16} aria-hidden />}
      aria-label={t`Edit ${name}`}
    >
      <Trans>Edit</Trans>
    </ButtonLink>
  );
}

function DeleteButton({ dish, onRemove }: { dish: MenuItem; onRemove: (dish: MenuItem) => void }) {
  const { t } = useLingui();
  const name = dish.name;
  return (
    <ActionIcon
      color="red.9"
      variant="filled"
      size={44}
      aria-label={t`Delete ${name}`}
      onClick={() => onRemove(dish)}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

function DishSale({
  dish,
  busyDishId,
  onSoldOut,
  onBackOnSale,
}: DishSaleActions & { dish: MenuItem }) {
  return (
    <SoldOutControl
      name={dish.name}
      soldOut={dish.soldOut}
      busy={busyDishId === dish._id}
      onSoldOut={(until) => onSoldOut(dish, until)}
      onBackOnSale={() => onBackOnSale(dish)}
    />
  );
}

function DishCards({ dishes, ...actions }: DishActions & { dishes: MenuItem[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" role="list" aria-label={t`Menu items`}>
      {dishes.map((dish) => (
        <Card key={dish._id} padding="sm" role="listitem" aria-label={dish.name}>
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Image src={dish.image} alt={dish.name} w={72} h={56} radius="md" fit="cover" />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <UserText fw={600} size="sm">
                  {dish.name}
                </UserText>
                <Text size="sm">{formatPrice(dish.price)}</Text>
                <DishState dish={dish} />
                <DishGroupLinks dish={dish} />
              </Stack>
            </Group>
            <Group justify="space-between" gap="xs">
              <DishSale dish={dish} {...actions} />
              {actions.onRemove && (
                <Group gap="xs" wrap="nowrap">
                  <EditLink dish={dish} />
                  <DeleteButton dish={dish} onRemove={actions.onRemove} />
                </Group>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Manage Items: every dish with its picture, name, price and whether it can be ordered now, sold out in one press;
 * found as on the menu, ten to a page.
 */
export function MenuItemsTable({ dishes, layout, ...actions }: MenuItemsTableProps) {
  const { t } = useLingui();
  const narrow = useMediaQuery('(max-width: 61.99em)');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = findDishes(dishes, search);
  const pages = Math.max(1, Math.ceil(found.length / DISHES_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = found.slice((current - 1) * DISHES_PER_PAGE, current * DISHES_PER_PAGE);
  const matching = found.length;
  const total = dishes.length;

  return (
    <Stack gap="md">
      <TextInput
        label={t`Find a dish`}
        placeholder={t`Name, recipe or category`}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={360}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      <Text size="sm" c="dimmed" role="status">
        {matching === total
          ? t`${plural(total, { one: '# dish', other: '# dishes' })}`
          : t`${plural(total, { one: `${matching} of # dish matches`, other: `${matching} of # dishes match` })}`}
      </Text>
      {(layout ?? (narrow ? 'cards' : 'table')) === 'cards' ? (
        <DishCards dishes={shown} {...actions} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t`Menu items`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>
                  <Trans>Picture</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Name</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Price</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>On sale</Trans>
                </Table.Th>
                {actions.onRemove && (
                  <>
                    <Table.Th>
                      <Trans>Edit</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Delete</Trans>
                    </Table.Th>
                  </>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((dish, index) => (
                <Table.Tr key={dish._id}>
                  <Table.Td>{(current - 1) * DISHES_PER_PAGE + index + 1}</Table.Td>
                  <Table.Td>
                    <Image src={dish.image} alt={dish.name} w={64} h={48} radius="md" fit="cover" />
                  </Table.Td>
                  <Table.Td>
                    <UserText fw={600} inherit>
                      {dish.name}
                    </UserText>
                    <DishGroupLinks dish={dish} />
                  </Table.Td>
                  <Table.Td ta="end">{formatPrice(dish.price)}</Table.Td>
                  <Table.Td>
                    <Stack gap="xs" align="flex-start">
                      <DishState dish={dish} />
                      <DishSale dish={dish} {...actions} />
                    </Stack>
                  </Table.Td>
                  {actions.onRemove && (
                    <>
                      <Table.Td>
                        <EditLink dish={dish} />
                      </Table.Td>
                      <Table.Td>
                        <DeleteButton dish={dish} onRemove={actions.onRemove} />
                      </Table.Td>
                    </>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {found.length === 0 && (
        <Text>
          <Trans>No dish matches “{search}”.</Trans>
        </Text>
      )}
      {pages > 1 && (
        <Group justify="center">
          <PageButtons total={pages} value={current} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
