import { i18n as browserI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { isApiError } from '@/api/api-error';

export type Issue = z.core.$ZodIssue;

/** A contract's rule, said to the person filling the form rather than to a programmer. */
function messageOf(issue: Issue, i18n: I18n): string {
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum === 1
          ? i18n._(msg`Fill this in.`)
          : i18n._(
              msg`${plural(minimum, { one: 'Use at least # character.', other: 'Use at least # characters.' })}`,
            );
      if (issue.origin === 'array') return i18n._(msg`Give at least ${minimum}.`);
      return i18n._(msg`Enter ${minimum} or more.`);
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string')
        return i18n._(
          msg`${plural(maximum, { one: 'Keep it to # character.', other: 'Keep it to # characters.' })}`,
        );
      if (issue.origin === 'array') return i18n._(msg`Give at most ${maximum}.`);
      return i18n._(msg`Enter at most ${maximum}.`);
    }
    case 'not_multiple_of': {
      const divisor = Number(issue.divisor);
      return divisor === 0.01
        ? i18n._(msg`Use at most two decimals.`)
        : i18n._(msg`Use steps of ${divisor}.`);
    }
    case 'invalid_type':
      return i18n._(msg`Enter a value.`);
    case 'invalid_format':
      return issue.format === 'regex'
        ? i18n._(msg`This is not in the form expected.`)
        : i18n._(msg`Enter a valid value.`);
    default:
      return i18n._(msg`Enter a valid value.`);
  }
}

/**
 * What the contract's schema finds wrong with what the form would send, by the form's field paths: the same
 * rules the server applies, so the form refuses exactly what the shop would.
 */
export function contractProblems(
  schema: z.ZodType,
  input: unknown,
  fieldOf: (path: string) => string = (path) => path,
  /** A form's own words for a rule, where it has better ones than these. */
  explain: (issue: Issue) => string | undefined = () => undefined,
  /** The interface's words in the form's language; the browser's one instance unless a form gives its own. */
  i18n: I18n = browserI18n,
): Record<string, string> {
  const result = schema.safeParse(input);
  const problems: Record<string, string> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues.flatMap((issue) => withinUnion(issue, input))) {
    const field = fieldOf(issue.path.map(String).join('.'));
    problems[field] ??= explain(issue) ?? messageOf(issue, i18n);
  }
  return problems;
}

const valueAt = (input: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

/**
 * A value no branch of a union (`{ postcodes }` or `{ center, radiusKm }`) takes: the problems of the branches
 * whose fields the value has, so that a circle is not asked for postcodes.
 */
function withinUnion(issue: Issue, input: unknown): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const value = valueAt(input, issue.path);
  const fields = value && typeof value === 'object' ? Object.keys(value) : [];
  const inner = issue.errors.flat().map((branchIssue) => {
    const relative = branchIssue.path.slice(
      branchIssue.path.length > issue.path.length &&
        issue.path.every((key, index) => branchIssue.path[index] === key)
        ? issue.path.length
        : 0,
    );
    return { ...branchIssue, path: [...issue.path, ...relative] };
  });
  const relevant = inner.filter((branchIssue) =>
    fields.includes(String(branchIssue.path[issue.path.length])),
  );
  // A union inside a branch (a fee's `{ percent }` or `{ amount }`) is looked into the same way.
  return relevant.length > 0 ? relevant.flatMap((inner) => withinUnion(inner, input)) : [issue];
}

/** `/body/tax/rate` as the contract's error names a field: `tax.rate`. */
export const pathOfDetail = (path: string) => path.replace(/^\/body\/?/, '').replaceAll('/', '.');

/**
 * A 422's `details` beside the fields they name (through `fieldOf`, from the contract's path to the form's);
 * answers the messages no field of the form shows.
 */
export function placeServerDetails<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  fieldOf: (path: string) => string | undefined = (path) => path,
): string[] {
  const unplaced: string[] = [];
  for (const detail of (isApiError(error) && error.details) || []) {
    const field = fieldOf(pathOfDetail(detail.path));
    if (field) form.setFieldError(field, detail.message);
    else unplaced.push(detail.message);
  }
  return unplaced;
}

/** The first field with a problem takes the focus, so a keyboard or screen reader lands on it. */
export function focusFirstProblem<Values>(
  form: UseFormReturnType<Values>,
  errors: Record<string, unknown>,
) {
  const first = Object.keys(errors).find((field) => form.getInputNode(field));
  if (first) form.getInputNode(first)?.focus();
}
