import type { components } from '../generated/contract';

type Schemas = components['schemas'];
type Detail = { path: string; message: string };

/** A group as a client sends it: what has a default in the contract may be left out. */
export type OptionGroupAsSent = Omit<Schemas['OptionGroupInput'], 'allowRepeats' | 'choices'> & {
  allowRepeats?: boolean;
  choices: (Omit<Schemas['OptionChoiceInput'], 'default' | 'allergens' | 'mayContain'> &
    Partial<Pick<Schemas['OptionChoiceInput'], 'default' | 'allergens' | 'mayContain'>>)[];
};

/**
 * Why a group as an administrator wrote it could not be chosen by a customer, one detail per problem: its `422`.
 * `ownChoiceIds` are the ids of the group's choices as stored: an `_id` of any other choice is not the group's.
 */
export function ruleProblems(group: OptionGroupAsSent, ownChoiceIds: ReadonlySet<string>): Detail[] {
  const { minChoices: min, maxChoices: max, allowRepeats = false, choices } = group;
  const problems: Detail[] = [];
  if (min > max) problems.push({ path: '/body/minChoices', message: `must be at most maxChoices (${max})` });
  if (!allowRepeats) {
    const beyond = `must be at most the number of choices (${choices.length}) when a choice may not be repeated`;
    if (min > choices.length) problems.push({ path: '/body/minChoices', message: beyond });
    if (max > choices.length) problems.push({ path: '/body/maxChoices', message: beyond });
  }
  const defaults = choices.filter((choice) => choice.default).length;
  if (defaults > max)
    problems.push({ path: '/body/choices', message: `${defaults} default choices where at most ${max} may be chosen` });
  const seen = new Set<string>();
  choices.forEach(({ _id: id }, index) => {
    if (id === undefined) return;
    if (!ownChoiceIds.has(id))
      problems.push({ path: `/body/choices/${index}/_id`, message: 'is not a choice of this group' });
    else if (seen.has(id)) problems.push({ path: `/body/choices/${index}/_id`, message: 'is listed twice' });
    seen.add(id);
  });
  return problems;
}
