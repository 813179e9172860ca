import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AspectRatio, Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { isApiError } from '@/api/api-error';
import type { ChoiceSelection, MenuItem, ServiceFee } from '@/api/generated/model';
import { addCartLineBodyQuantityMax } from '@/api/generated/zod/carts-mutations/carts-mutations.zod';
import { DishPicture } from '@/components/dish-picture';
import { QuantityStepper } from '@/components/quantity-stepper';
import { LineAllergens } from '@/components/line-allergens';
import { ServiceFeeNote } from '@/components/service-fee-note';
import { UserText } from '@/components/user-text';
import { allergensWithChoices, DIET_NAMES } from '@/lib/menu/allergens';
import { useBlockedReason } from '@/lib/connection';
import { fromMinorUnits, formatPrice } from '@/lib/money';
import {
  choicesToAdd,
  defaultSelection,
  linePriceCents,
  selectionProblem,
} from '@/features/menu/lib/dish-selection';
import { DISH_PICTURE_RATIO } from './dish-card';
import { dishPictureFallback } from './dish-picture-fallback';
import { OptionGroupField } from './option-group-field';
import classes from './dish-dialog.module.css';

// The dialog's body: the whole screen on a phone, Mantine's lg modal (620 px, less its padding) from 48em.
const DIALOG_PICTURE_SIZES = '(min-width: 48em) 588px, calc(100vw - 32px)';

/** A dish as the customer made it in the dialog, for the cart. */
export interface DishLine {
  choices: ChoiceSelection[];
  quantity: number;
}

export interface DishDialogProps {
  dish: MenuItem;
  onClose: () => void;
  /** Puts the line in the cart; when it fails, the dialog stays open and shows why. */
  onAdd: (line: DishLine) => Promise<unknown>;
  /** The shop's mandatory fee, said beneath the price it is not in; none by default. */
  serviceFee?: ServiceFee | null;
}

interface Refusal {
  message: string;
  /** One line per problem the shop found (a 422 names each rule not met). */
  details: string[];
}

const refusalOf = (error: unknown): Refusal =>
  isApiError(error)
    ? { message: error.message, details: (error.details ?? []).map((detail) => detail.message) }
    : { message: error instanceof Error ? error.message : String(error), details: [] };

/**
 * A dish with option groups, chosen before it goes in the cart: its picture and recipe, each group with its
 * rule, the running price, and Add to Cart, disabled with the reason until every group's rule is met.
 * Full screen on a phone, where the add button stays at the foot while the choices scroll.
 */
export function DishDialog({ dish, onClose, onAdd, serviceFee }: DishDialogProps) {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [selection, setSelection] = useState(() => defaultSelection(dish));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Mantine gives focus back only to a dialog opened after it mounted; this one mounts open.
  const [opener] = useState(() => document.activeElement);
  const reasonId = useId();
  const problem = useBlockedReason(selectionProblem(dish, selection, i18n));
  const kcal = i18n.number(dish.kcal ?? 0);

  const close = () => {
    if (opener instanceof HTMLElement) opener.focus({ preventScroll: true });
    onClose();
  };

  const add = async () => {
    setAdding(true);
    setRefusal(null);
    try {
      await onAdd({ choices: choicesToAdd(dish, selection), quantity });
      close();
    } catch (error) {
      setRefusal(refusalOf(error));
      setAdding(false);
    }
  };

  return (
    <Modal.Root
      opened
      onClose={close}
      fullScreen={phone}
      centered
      size="lg"
      returnFocus={false}
      classNames={{ title: classes.title }}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>
            <UserText component="span" inherit>
              {dish.name}
            </UserText>
          </Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="lg">
            <AspectRatio ratio={DISH_PICTURE_RATIO} className={classes.picture}>
              <DishPicture
                src={dish.image}
                alt={dish.name}
                sizes={DIALOG_PICTURE_SIZES}
                width={640}
                height={480}
                priority
                fallbackSrc={dishPictureFallback}
                fit="cover"
                radius="md"
              />
            </AspectRatio>
            <UserText size="sm" c="dimmed">
              {dish.recipe}
            </UserText>
            {(dish.diets.length > 0 || dish.kcal !== undefined) && (
              <Group gap="xs">
                {dish.diets.map((diet) => (
                  <Badge key={diet} color="leaf.9" variant="outline">
                    {i18n._(DIET_NAMES[diet])}
                  </Badge>
                ))}
                {dish.kcal !== undefined && (
                  <Text size="sm" c="dimmed">
                    {t`${kcal} kcal`}
                  </Text>
                )}
              </Group>
            )}
            {dish.optionGroups.map((group) => (
              <OptionGroupField
                key={group._id}
                group={group}
                selection={selection}
                onChange={(next) => {
                  setSelection(next);
                  setRefusal(null);
                }}
              />
            ))}
            {/* The allergens of the dish as it is being made, said again as choices change. */}
            <section aria-label={t`Allergens`} aria-live="polite">
              <LineAllergens
                sayNone
                {...allergensWithChoices(
                  dish,
                  choicesToAdd(dish, selection).map((choice) => choice.choiceId),
                )}
              />
            </section>
          </Stack>
        </Modal.Body>
        <Stack gap="xs" className={classes.footer}>
          {refusal && (
            <Alert color="red" title={refusal.message} className={classes.refusal}>
              {refusal.details.length > 0 && (
                <List size="sm">
                  {refusal.details.map((detail) => (
                    <List.Item key={detail}>{detail}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group justify="space-between" wrap="nowrap">
            <QuantityStepper
              name={dish.name}
              quantity={quantity}
              min={1}
              max={addCartLineBodyQuantityMax}
              onDecrease={() => setQuantity((count) => Math.max(1, count - 1))}
              onIncrease={() =>
                setQuantity((count) => Math.min(addCartLineBodyQuantityMax, count + 1))
              }
            />
            <Text fw={700} size="lg" aria-live="polite" className={classes.total}>
              <Text span c="dimmed" size="sm" me={6}>
                <Trans>Total</Trans>
              </Text>
              {formatPrice(fromMinorUnits(linePriceCents(dish, selection, quantity)))}
            </Text>
          </Group>
          <Button
            fullWidth
            size="md"
            leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
            disabled={problem !== undefined}
            loading={adding}
            aria-describedby={problem ? reasonId : undefined}
            onClick={() => void add()}
          >
            <Trans>Add to Cart</Trans>
          </Button>
          <ServiceFeeNote fee={serviceFee} size="xs" />
          {problem && (
            <UserText id={reasonId} size="sm" fw={500} c="red.9" ta="center">
              {problem}
            </UserText>
          )}
        </Stack>
      </Modal.Content>
    </Modal.Root>
  );
}
