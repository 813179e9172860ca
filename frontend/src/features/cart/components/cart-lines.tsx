import '@/components/table-styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { CartLine } from '@/api/generated/model';
import { DishPicture } from '@/components/dish-picture';
import { UserText } from '@/components/user-text';
import { LineAllergens } from '@/components/line-allergens';
import { LineChoices } from '@/components/line-choices';
import { QuantityStepper } from '@/components/quantity-stepper';
import { fromMinorUnits, formatPrice } from '@/lib/money';
import { lineName } from '@/lib/menu/option-rules';
import { isOrderable, linePriceCents, MAX_QUANTITY } from '@/features/cart/lib/cart-totals';
import classes from './cart-lines.module.css';

export interface CartLineActions {
  onDecrease: (line: CartLine) => void;
  onIncrease: (line: CartLine) => void;
  /** Deletes a line after the customer confirms it. */
  onDelete: (line: CartLine) => void;
  /** Takes out a line that cannot be ordered now: there is nothing to regret, so no confirmation. */
  onRemove: (line: CartLine) => void;
}

interface CartLinesProps extends CartLineActions {
  lines: CartLine[];
}

/** A table on a wide screen, cards on a phone; stories pick one. */
export type ListLayout = 'table' | 'cards';

/** The cart's lines: a table on a wide screen, one card per line on a phone. */
export function CartLines({ lines, layout, ...actions }: CartLinesProps & { layout?: ListLayout }) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (layout ?? (phone ? 'cards' : 'table')) === 'cards' ? (
    <CartLineCards lines={lines} {...actions} />
  ) : (
    <CartLineTable lines={lines} {...actions} />
  );
}

function LinePicture({ line, size }: { line: CartLine; size: number }) {
  return (
    <DishPicture
      src={line.image}
      alt={line.name}
      sizes={`${size}px`}
      width={size}
      height={size}
      w={size}
      h={size}
      radius="md"
      fit="cover"
      className={classes.picture}
    />
  );
}

/** What a line adds to the total: its price times its quantity, or nothing while it cannot be ordered. */
function LinePrice({ line }: { line: CartLine }) {
  if (!isOrderable(line))
    return (
      <Text size="sm" c="dimmed">
        <Trans>Not counted</Trans>
      </Text>
    );
  return <Text fw={600}>{formatPrice(fromMinorUnits(linePriceCents(line)))}</Text>;
}

/** The dish's name and, under it, the choices made for it. */
function LineDish({ line, number }: { line: CartLine; number?: number }) {
  return (
    <div style={{ minWidth: 0 }}>
      <UserText fw={600} className={classes.name}>
        {number === undefined ? line.name : `${number}. ${line.name}`}
      </UserText>
      <LineChoices choices={line.choices} />
      <LineAllergens allergens={line.allergens} mayContain={line.mayContain} />
    </div>
  );
}

/** How many, with one less and one more; or, for a line that cannot be ordered now, why. */
function LineQuantity({ line, actions }: { line: CartLine; actions: CartLineActions }) {
  const { t } = useLingui();
  if (!isOrderable(line))
    return (
      <UserText size="sm" fw={500} c="red.9" maw={240}>
        {/* Said of a line the shop gives no reason for: its dish left the menu. */}
        {line.unavailableReason ?? t`No longer available`}
      </UserText>
    );
  return (
    <QuantityStepper
      name={lineName(line)}
      quantity={line.quantity}
      max={MAX_QUANTITY}
      onDecrease={() => actions.onDecrease(line)}
      onIncrease={() => actions.onIncrease(line)}
    />
  );
}

function DeleteButton({ line, actions }: { line: CartLine; actions: CartLineActions }) {
  const { t } = useLingui();
  const name = lineName(line);
  if (!isOrderable(line))
    return (
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        c="red.9"
        aria-label={t`Remove ${name}`}
        onClick={() => actions.onRemove(line)}
      >
        <Trans>Remove</Trans>
      </Button>
    );
  return (
    <ActionIcon
      color="red"
      variant="light"
      size="lg"
      aria-label={t`Delete ${name}`}
      onClick={() => actions.onDelete(line)}
    >
      <IconTrash size={18} aria-hidden="true" />
    </ActionIcon>
  );
}

const unavailable = (line: CartLine) => (isOrderable(line) ? undefined : true);

function CartLineTable({ lines, ...actions }: CartLinesProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t`Your cart`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>
              <Trans>Picture</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Dish</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Quantity</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Price</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Delete</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr
              key={line._id}
              aria-label={lineName(line)}
              className={classes.line}
              data-unavailable={unavailable(line)}
            >
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <LinePicture line={line} size={56} />
              </Table.Td>
              <Table.Td>
                <LineDish line={line} />
              </Table.Td>
              <Table.Td>
                <LineQuantity line={line} actions={actions} />
              </Table.Td>
              <Table.Td ta="end">
                <LinePrice line={line} />
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
  const { t } = useLingui();
  return (
    <Stack
      gap="sm"
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Your cart`}
    >
      {lines.map((line, index) => (
        <Card
          key={line._id}
          component="li"
          padding="sm"
          aria-label={lineName(line)}
          className={classes.line}
          data-unavailable={unavailable(line)}
        >
          <Group wrap="nowrap" align="flex-start">
            <LinePicture line={line} size={72} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <LineDish line={line} number={index + 1} />
                <DeleteButton line={line} actions={actions} />
              </Group>
              <Group justify="space-between">
                <LineQuantity line={line} actions={actions} />
                <LinePrice line={line} />
              </Group>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
