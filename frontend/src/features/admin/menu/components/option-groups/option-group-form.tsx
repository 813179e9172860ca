import {
  Alert,
  Button,
  Group,
  List,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import type { OptionGroupAdmin, OptionGroupInput } from '@/api/generated/model';
import {
  checkOptionGroup,
  emptyGroup,
  GROUP_NAME_LENGTH,
  groupFormValues,
  MAX_MAX_CHOICES,
  type OptionGroupFormValues,
  optionGroupInput,
  rulePreview,
} from '@/features/admin/menu/lib/option-group-rules';
import { OptionChoiceRows } from './option-choice-rows';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';

interface OptionGroupFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The group to change; without it the form makes a new one. */
  group?: OptionGroupAdmin;
  onSave: (group: OptionGroupInput) => Promise<void>;
  onCancel?: () => void;
}

/** `/body/choices/1/name` as the form names the field: `choices.1.name`. */
const fieldOf = (path: string) => path.replace(/^\/body\/?/, '').replaceAll('/', '.');

/** Option Groups' form: the group's name, its rule (previewed in words) and its choices. */
export function OptionGroupForm({
  label,
  submitLabel,
  group,
  onSave,
  onCancel,
}: OptionGroupFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<OptionGroupFormValues>({
    mode: 'controlled',
    initialValues: group ? groupFormValues(group) : emptyGroup(),
    validate: (values) => checkOptionGroup(values, i18n),
  });
  const [problem, setProblem] = useState<{ message: string; unplaced: string[] }>();
  const [saving, setSaving] = useState(false);
  const rule = rulePreview(form.values) ?? t`a rule once the numbers fit`;

  const save = async (values: OptionGroupFormValues) => {
    setProblem(undefined);
    setSaving(true);
    try {
      await onSave(optionGroupInput(values));
    } catch (error) {
      // The server names what it refused (/body/choices/1/name): each beside its field, the rest in the alert.
      const unplaced: string[] = [];
      for (const detail of (isApiError(error) && error.details) || []) {
        const field = fieldOf(detail.path);
        if (field && form.getInputNode(field)) form.setFieldError(field, detail.message);
        else if (field === 'choices') form.setFieldError(field, detail.message);
        else unplaced.push(detail.message);
      }
      setProblem({ message: error instanceof Error ? error.message : String(error), unplaced });
    } finally {
      setSaving(false);
    }
  };

  const focusFirstProblem = (errors: typeof form.errors) => {
    const first = Object.keys(errors).find((field) => form.getInputNode(field));
    if (first) form.getInputNode(first)?.focus();
  };

  return (
    <form aria-label={label} noValidate onSubmit={form.onSubmit(save, focusFirstProblem)}>
      <Stack gap="md">
        <TextInput
          label={t`Group name`}
          description={t`What customers choose, such as Pizza sizes or Toppings`}
          withAsterisk
          maxLength={GROUP_NAME_LENGTH}
          errorProps={fieldErrorProps}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <NumberInput
            label={t`Minimum choices`}
            description={t`0 if customers may skip it`}
            min={0}
            max={MAX_MAX_CHOICES}
            allowDecimal={false}
            allowNegative={false}
            miw={150}
            errorProps={fieldErrorProps}
            key={form.key('minChoices')}
            {...form.getInputProps('minChoices')}
          />
          <NumberInput
            label={t`Maximum choices`}
            description={t`Repeats of a choice count`}
            min={1}
            max={MAX_MAX_CHOICES}
            allowDecimal={false}
            allowNegative={false}
            miw={150}
            errorProps={fieldErrorProps}
            key={form.key('maxChoices')}
            {...form.getInputProps('maxChoices')}
          />
        </Group>
        <Text size="sm" role="status" aria-live="polite">
          <Trans>
            Customers read: <strong>{rule}</strong>
          </Trans>
        </Text>
        <Switch
          label={t`Allow the same choice more than once`}
          description={t`Such as extra cheese ×2`}
          key={form.key('allowRepeats')}
          {...form.getInputProps('allowRepeats', { type: 'checkbox' })}
        />
        <Text fw={600} component="h3" size="md">
          <Trans>Choices</Trans>
        </Text>
        <OptionChoiceRows form={form} />
        {problem && (
          <Alert color="red" role="alert" title={t`The option group was not saved`}>
            {problem.message}
            {problem.unplaced.length > 0 && (
              <List size="sm" mt={4}>
                {problem.unplaced.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={saving} disabled={saving}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
