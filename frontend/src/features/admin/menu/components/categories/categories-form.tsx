import { Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { Category, CategoryInput } from '@/api/generated/model';
import { useFormSave } from '@/features/admin/shared/hooks/use-form-save';
import {
  type CategoriesFormValues,
  categoriesFormValues,
  categoriesInput,
  checkCategories,
  fieldOfBodyPath,
} from '@/features/admin/menu/lib/categories-form';
import { focusFirstProblem } from '@/features/admin/shared/lib/contract-rules';
import { CategoryRows } from './category-rows';
import { FormFooter } from '@/features/admin/shared/components/form-footer';

interface CategoriesFormProps {
  categories: readonly Category[];
  /** Sends the categories as a whole; answers them as the shop keeps them. */
  onSave: (categories: CategoryInput[]) => Promise<Category[]>;
}

/** The menu's categories as a whole: names, order, new ones and ones gone, saved together. */
export function CategoriesForm({ categories, onSave }: CategoriesFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<CategoriesFormValues>({
    mode: 'controlled',
    initialValues: categoriesFormValues(categories),
    validate: (values) => checkCategories(values, i18n),
  });

  const { save, saving, problem } = useFormSave(
    form,
    async (values) => {
      const saved = await onSave(categoriesInput(values));
      // New categories are the shop's now: their keys stay, and the counts are the shop's.
      const next = categoriesFormValues(saved);
      form.setValues(next);
      form.resetDirty(next);
    },
    () => fieldOfBodyPath,
  );

  return (
    <form
      aria-label={t`Categories`}
      noValidate
      onSubmit={form.onSubmit(save, (errors) => focusFirstProblem(form, errors))}
    >
      <Stack gap="lg" maw={760}>
        <CategoryRows form={form} />
        <FormFooter
          problemTitle={t`The categories were not saved`}
          problem={problem}
          submitLabel={t`Save the categories`}
          saving={saving}
        />
      </Stack>
    </form>
  );
}
