import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import type {
  Allergen,
  Category,
  Diet,
  DishHours,
  MenuCategory,
  OptionGroup,
} from '@/api/generated/model';
import { DISH_NAME } from '@/lib/name-rule';
import { pictureHint, PICTURE_TYPES } from '@/lib/menu/picture-rule';
import { amountHint, typedAmount } from '@/lib/money-input';
import {
  categoryOptions,
  checkCategory,
  checkHoursFrom,
  checkHoursTo,
  checkName,
  checkPicture,
  checkPrepMinutes,
  checkPrice,
  checkRecipe,
  DEFAULT_PREP_MINUTES,
  dishHoursOf,
  MAX_RECIPE_LENGTH,
  MAX_PREP_MINUTES,
  type MenuItemFormValues,
} from '@/features/admin/menu/lib/menu-item-rules';
import { checkKcal, kcalOf } from '@/features/admin/menu/lib/food-rules';
import { tracesBeside } from '@/lib/menu/allergens';
import { DishFoodFields } from './dish-food-fields';
import { DishHoursFields } from './dish-hours-fields';
import { DishOptionGroupsField } from './dish-option-groups-field';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';

/** A dish as the form hands it over: checked, the price in dollars, and a new picture if one was chosen. */
export interface MenuItemDraft {
  name: string;
  category: MenuCategory;
  price: number;
  recipe: string;
  picture: File | null;
  optionGroupIds: string[];
  hours: DishHours | null;
  prepMinutes: number;
  allergens: Allergen[];
  mayContain: Allergen[];
  diets: Diet[];
  kcal: number | null;
}

interface MenuItemFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  initialValues?: Partial<MenuItemFormValues>;
  /** The dish's picture as it is now; with one, choosing a new picture is optional. */
  currentImage?: string;
  onSave: (draft: MenuItemDraft) => Promise<void>;
  /** Empty the form once saved, ready for the next dish. */
  resetAfterSave?: boolean;
  /** What the save is doing now, e.g. 'Uploading the picture…'. */
  progress?: string;
  /** The option groups the dish may offer. */
  optionGroups: OptionGroup[];
  /** Why the option groups could not be read, if they could not. */
  optionGroupsProblem?: string;
  /** The shop's categories, in its order, that the dish may be in. */
  categories: readonly Category[];
  /** Why the categories could not be read, if they could not. */
  categoriesProblem?: string;
}

const EMPTY: MenuItemFormValues = {
  name: '',
  category: '',
  price: '',
  recipe: '',
  image: null,
  optionGroupIds: [],
  limitedHours: false,
  hoursFrom: '',
  hoursTo: '',
  prepMinutes: DEFAULT_PREP_MINUTES,
  allergens: [],
  mayContain: [],
  diets: [],
  kcal: '',
};
const FIELDS = [
  'name',
  'category',
  'price',
  'prepMinutes',
  'recipe',
  'image',
  'hoursFrom',
  'hoursTo',
  'kcal',
] as const;
/** The server's names of fields the form names otherwise. */
const FIELD_OF_PATH: Record<string, (typeof FIELDS)[number]> = {
  '/body/hours/from': 'hoursFrom',
  '/body/hours/to': 'hoursTo',
  '/body/hours': 'hoursTo',
};

/** Add Menu's and Update Menu's form: every field required (the picture only for a new dish). */
export function MenuItemForm({
  label,
  submitLabel,
  initialValues,
  currentImage,
  onSave,
  resetAfterSave = false,
  progress,
  optionGroups,
  optionGroupsProblem,
  categories,
  categoriesProblem,
}: MenuItemFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<MenuItemFormValues>({
    mode: 'controlled',
    initialValues: { ...EMPTY, ...initialValues },
    validate: {
      name: checkName,
      category: (category) => checkCategory(category, i18n),
      price: (price) => checkPrice(price, i18n),
      recipe: (recipe) => checkRecipe(recipe, i18n),
      image: (file) => checkPicture(file, !currentImage, i18n),
      hoursFrom: (from, values) => checkHoursFrom(from, values, i18n),
      hoursTo: (to, values) => checkHoursTo(to, values, i18n),
      prepMinutes: (minutes) => checkPrepMinutes(minutes, i18n),
      kcal: (kcal) => checkKcal(kcal, i18n),
    },
  });
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async (values: MenuItemFormValues) => {
    setProblem(undefined);
    setSaving(true);
    try {
      await onSave({
        name: values.name.trim(),
        category: values.category,
        price: typedAmount(values.price),
        recipe: values.recipe.trim(),
        picture: values.image,
        optionGroupIds: values.optionGroupIds,
        hours: dishHoursOf(values),
        prepMinutes: Number(values.prepMinutes),
        allergens: values.allergens,
        mayContain: tracesBeside(values.mayContain, values.allergens),
        diets: values.diets,
        kcal: kcalOf(values.kcal),
      });
      if (resetAfterSave) form.reset();
    } catch (error) {
      setProblem(isApiError(error) || error instanceof Error ? error.message : String(error));
      // The server names the fields it refused (/body/price): show each beside its field.
      for (const detail of (isApiError(error) && error.details) || []) {
        const field =
          FIELD_OF_PATH[detail.path] ?? FIELDS.find((name) => detail.path === `/body/${name}`);
        if (field) form.setFieldError(field, detail.message);
      }
    } finally {
      setSaving(false);
    }
  };

  const dishName = initialValues?.name;

  const focusFirstProblem = (errors: typeof form.errors) => {
    const first = FIELDS.find((field) => Boolean(errors[field]));
    if (first) form.getInputNode(first)?.focus();
  };

  return (
    <form aria-label={label} noValidate onSubmit={form.onSubmit(save, focusFirstProblem)}>
      <Stack gap="md">
        <TextInput
          label={t`Recipe Name`}
          placeholder={t`Recipe Name`}
          withAsterisk
          maxLength={DISH_NAME.maxLength}
          errorProps={fieldErrorProps}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <NativeSelect
            label={t`Category`}
            withAsterisk
            miw={200}
            description={
              categoriesProblem && t`The categories could not be loaded: ${categoriesProblem}`
            }
            errorProps={fieldErrorProps}
            data={[
              { value: '', label: t`Select a category`, disabled: true },
              ...categoryOptions(categories, form.values.category),
            ]}
            key={form.key('category')}
            {...form.getInputProps('category')}
          />
          <TextInput
            label={t`Price`}
            placeholder="12.50"
            description={amountHint()}
            inputMode="decimal"
            withAsterisk
            miw={200}
            errorProps={fieldErrorProps}
            key={form.key('price')}
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t`Prep time, minutes`}
            description={t`The kitchen's time for one; time slots fill by it`}
            min={1}
            max={MAX_PREP_MINUTES}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            miw={200}
            errorProps={fieldErrorProps}
            key={form.key('prepMinutes')}
            {...form.getInputProps('prepMinutes')}
          />
        </Group>
        <Textarea
          label={t`Recipe Details`}
          placeholder={t`Tell the customers what is in it`}
          withAsterisk
          rows={4}
          maxLength={MAX_RECIPE_LENGTH}
          errorProps={fieldErrorProps}
          key={form.key('recipe')}
          {...form.getInputProps('recipe')}
        />
        {currentImage && (
          <Group gap="sm">
            <Image
              src={currentImage}
              alt={dishName ? t`The picture of ${dishName} now` : t`The picture of the dish now`}
              w={96}
              h={72}
              radius="md"
              fit="cover"
            />
            <Text size="sm" c="dimmed">
              <Trans>Keep this picture, or choose a new one below.</Trans>
            </Text>
          </Group>
        )}
        <FileInput
          label={currentImage ? t`New picture` : t`Picture`}
          description={pictureHint(i18n)}
          placeholder={t`Choose a picture`}
          accept={PICTURE_TYPES.join(',')}
          withAsterisk={!currentImage}
          clearable
          clearButtonProps={{ 'aria-label': t`Remove the chosen picture` }}
          errorProps={fieldErrorProps}
          key={form.key('image')}
          {...form.getInputProps('image')}
        />
        <DishOptionGroupsField
          groups={optionGroups}
          problem={optionGroupsProblem}
          value={form.values.optionGroupIds}
          onChange={(groupIds) => form.setFieldValue('optionGroupIds', groupIds)}
        />
        <DishFoodFields form={form} />
        <DishHoursFields form={form} />
        {problem && (
          <Alert color="red" role="alert" title={t`The dish was not saved`}>
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving} disabled={saving}>
            {submitLabel}
          </Button>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {saving ? progress : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
