import { ActionIcon, Card, Group, Image, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { CartLine } from '../../../api/generated/model';
import { UserText } from '../../../components/user-text';
import { formatPrice } from '../../../lib/money';
import { centsToDollars, linePriceCents } from '../lib/cart-totals';
import { QuantityStepper } from './quantity-stepper';

export interface CartLineActions {
  onDecrease: (line: CartLine) => void;
  onIncrease: (line: CartLine) => void;
  onDelete: (line: CartLine) => void;
  /** The line whose change is on its way, if any. */
  busyLineId?: string;
}

interface CartLinesProps extends CartLineActions {
  lines: CartLine[];
}

/** A table on a wide screen, cards on a phone; stories pick one. */
export type ListLayout = 'table' | 'cards';

const linePrice = (line: CartLine) => formatPrice(centsToDollars(linePriceCents(line)));

/** The cart's lines: a table on a wide screen, one card per line on a phone. */
export function CartLines({ lines, layout, ...actions }: CartLinesProps & { layout?: ListLayout }) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (layout ?? (phone ? 'cards' : 'table')) === 'cards' ? (
    <CartLineCards lines={lines} {...actions} />
  ) : (
    <CartLineTable lines={lines} {...actions} />
  );
}

function DishPicture({ line, size }: { line: CartLine; size: number }) {
  return <Image src={line.image} alt={line.name} w={size} h={size} radius="md" fit="cover" />;
}

function LineControls({ line, actions }: { line: CartLine; actions: CartLineActions }) {
  return (
    <QuantityStepper
      dishName={line.name}
      quantity={line.quantity}
      busy={actions.busyLineId === line._id}
      onDecrease={() => actions.onDecrease(line)}
      onIncrease={() => actions.onIncrease(line)}
    />
  );
}

function DeleteButton({ line, actions }: { line: CartLine; actions: CartLineActions }) {
  return (
    <ActionIcon
      color="red"
      variant="light"
      size="lg"
      aria-label={`Delete ${line.name}`}
      onClick={() => actions.onDelete(line)}
    >
      <IconTrash size={18} aria-hidden="true" />
    </ActionIcon>
  );
}

function CartLineTable({ lines, ...actions }: CartLinesProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Your cart">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Picture</Table.Th>
            <Table.Th>Dish</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Delete</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line._id} aria-label={line.name}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <DishPicture line={line} size={56} />
              </Table.Td>
              <Table.Td fw={600}>
                <UserText inherit>{line.name}</UserText>
              </Table.Td>
              <Table.Td>
                <LineControls line={line} actions={actions} />
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {linePrice(line)}
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <DeleteButton line={line} actions={actions} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CartLineCards({ lines, ...actions }: CartLinesProps) {
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your cart">
      {lines.map((line, index) => (
        <Card key={line._id} component="li" padding="sm" aria-label={line.name}>
          <Group wrap="nowrap" align="flex-start">
            <DishPicture line={line} size={72} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Group justify="space-between" wrap="nowrap">
                <UserText fw={600}>{`${index + 1}. ${line.name}`}</UserText>
                <DeleteButton line={line} actions={actions} />
              </Group>
              <Group justify="space-between">
                <LineControls line={line} actions={actions} />
                <Text fw={600}>{linePrice(line)}</Text>
              </Group>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
