import type { Prisma } from '../generated/prisma/client';
import type { DishWithOptions } from './dish-with-options';

const inOne = (language: string) => ({ where: { language } }) as const;

/** WITH_OPTIONS, with the dish's, its groups' and its choices' words in one language besides. */
export const withOptionsIn = (language: string) =>
  ({
    translations: inOne(language),
    optionGroups: {
      orderBy: [{ position: 'asc' }, { groupId: 'asc' }],
      include: {
        group: {
          include: {
            translations: inOne(language),
            choices: { orderBy: [{ position: 'asc' }, { id: 'asc' }], include: { translations: inOne(language) } },
          },
        },
      },
    },
  }) as const satisfies Prisma.MenuItemInclude;

export type DishWithWordsIn = Prisma.MenuItemGetPayload<{ include: ReturnType<typeof withOptionsIn> }>;

/** The words of a row in the language read with it, each one the shop has not translated in its own. */
const translated = <T extends { name: string; translations: { name: string | null }[] }>({
  translations: [words],
  ...row
}: T) => ({ ...row, name: words?.name ?? row.name });

/** A dish as a customer reads it in the language it was read in (withOptionsIn). */
export function dishInLanguage({ translations: [words], ...dish }: DishWithWordsIn): DishWithOptions {
  return {
    ...dish,
    name: words?.name ?? dish.name,
    recipe: words?.recipe ?? dish.recipe,
    optionGroups: dish.optionGroups.map((link) => ({
      ...link,
      group: { ...translated(link.group), choices: link.group.choices.map(translated) },
    })),
  };
}
