import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { placeServerDetails } from '@/features/admin/shared/lib/contract-rules';

/** Why the server did not save a form: its message, and the details no field of the form shows. */
export interface SaveProblem {
  message: string;
  unplaced: string[];
}

/**
 * Saves a form's values through `send`, saying while it saves, and on a refusal puts the server's details
 * beside the fields `fieldOf` names for them (from the contract's path to the form's) and keeps the rest.
 */
export function useFormSave<Values>(
  form: UseFormReturnType<Values>,
  send: (values: Values) => Promise<unknown>,
  fieldOf: (values: Values) => (path: string) => string | undefined,
) {
  const [problem, setProblem] = useState<SaveProblem>();
  const [saving, setSaving] = useState(false);
  const save = async (values: Values) => {
    setProblem(undefined);
    setSaving(true);
    try {
      await send(values);
    } catch (error) {
      const unplaced = placeServerDetails(form, error, fieldOf(values));
      setProblem({ message: error instanceof Error ? error.message : String(error), unplaced });
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, problem };
}
