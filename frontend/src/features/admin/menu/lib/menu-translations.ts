import type { MenuTranslations, MenuTranslationsUpdate } from '@/api/generated/model';

/** The form's fields, by the word they translate: `dish:<id>:name`, `dish:<id>:recipe`, `group:<id>`, `choice:<id>`, `category:<key>`. */
export type TranslationFields = Record<string, string>;

/** The words in a language as the form shows them: empty where there is no translation yet. */
export function translationFields({
  categories,
  dishes,
  optionGroups,
}: MenuTranslations): TranslationFields {
  const entries: [string, string][] = [
    ...dishes.flatMap((dish): [string, string][] => [
      [`dish:${dish._id}:name`, dish.translation.name ?? ''],
      [`dish:${dish._id}:recipe`, dish.translation.recipe ?? ''],
    ]),
    ...optionGroups.flatMap((group): [string, string][] => [
      [`group:${group._id}`, group.translation.name ?? ''],
      ...group.choices.map((choice): [string, string] => [
        `choice:${choice._id}`,
        choice.translation.name ?? '',
      ]),
    ]),
    ...categories.map((category): [string, string] => [
      `category:${category.key}`,
      category.translation.name ?? '',
    ]),
  ];
  return Object.fromEntries(entries);
}

/** A word as sent: trimmed, and null for none (the shop's own word shows again). */
const sent = (word: string | undefined) => word?.trim() || null;

/**
 * The words changed between `before` and `after`, as PATCH /menu-translations/{language} takes them, and the form's
 * field each entry of it came from (`/body/dishes/0` → `dish:<id>:name`), to place the server's refusals.
 */
export function translationsUpdate(
  { categories, dishes, optionGroups }: MenuTranslations,
  before: TranslationFields,
  after: TranslationFields,
): { update: MenuTranslationsUpdate; fieldAt: Map<string, string> } {
  const changed = (field: string) => sent(before[field]) !== sent(after[field]);
  const fieldAt = new Map<string, string>();
  const listOf = <T, Entry>(
    name: string,
    items: T[],
    fieldOf: (item: T) => string,
    entry: (item: T) => Entry,
  ) => {
    const entries = items.filter((item) => changed(fieldOf(item)));
    entries.forEach((item, index) => fieldAt.set(`/body/${name}/${index}`, fieldOf(item)));
    return entries.map(entry);
  };
  const update: MenuTranslationsUpdate = {};
  const changedDishes = dishes.filter(
    (dish) => changed(`dish:${dish._id}:name`) || changed(`dish:${dish._id}:recipe`),
  );
  changedDishes.forEach((dish, index) =>
    fieldAt.set(`/body/dishes/${index}`, `dish:${dish._id}:name`),
  );
  if (changedDishes.length > 0)
    update.dishes = changedDishes.map((dish) => ({
      _id: dish._id,
      ...(changed(`dish:${dish._id}:name`) ? { name: sent(after[`dish:${dish._id}:name`]) } : {}),
      ...(changed(`dish:${dish._id}:recipe`)
        ? { recipe: sent(after[`dish:${dish._id}:recipe`]) }
        : {}),
    }));
  const groups = listOf(
    'optionGroups',
    optionGroups,
    (group) => `group:${group._id}`,
    (group) => ({ _id: group._id, name: sent(after[`group:${group._id}`]) }),
  );
  if (groups.length > 0) update.optionGroups = groups;
  const choices = listOf(
    'choices',
    optionGroups.flatMap((group) => group.choices),
    (choice) => `choice:${choice._id}`,
    (choice) => ({ _id: choice._id, name: sent(after[`choice:${choice._id}`]) }),
  );
  if (choices.length > 0) update.choices = choices;
  const named = listOf(
    'categories',
    categories,
    (category) => `category:${category.key}`,
    (category) => ({ key: category.key, name: sent(after[`category:${category.key}`]) }),
  );
  if (named.length > 0) update.categories = named;
  return { update, fieldAt };
}
