import { SHOP_LANGUAGES, type ShopLanguage } from '../common/i18n/languages';

/** translations.json: the seed menu's words in each language besides English, the language of its other files. */
export type SeedTranslations = Partial<
  Record<
    ShopLanguage,
    {
      categories: Record<string, string>;
      dishes: Record<string, { name: string; recipe: string }>;
      optionGroups: Record<string, { name: string; choices: Record<string, string> }>;
    }
  >
>;

interface Worded {
  slug: string;
  name: string;
}

/**
 * The seed menu's words in one language: English as the seed files write them, another from translations.json,
 * any word it lacks in English.
 */
export function seedWords(translations: SeedTranslations, language: ShopLanguage) {
  const words = language === 'en' ? undefined : translations[language];
  return {
    category: (key: string, name: string) => words?.categories[key] ?? name,
    dish: (dish: Worded & { recipe: string }) => words?.dishes[dish.slug] ?? { name: dish.name, recipe: dish.recipe },
    group: (group: Worded) => words?.optionGroups[group.slug]?.name ?? group.name,
    choice: (group: Worded, choice: string) => words?.optionGroups[group.slug]?.choices[choice] ?? choice,
  };
}

/** The languages the seed menu is translated into: the shop's others. */
export const otherLanguages = (own: ShopLanguage) => SHOP_LANGUAGES.filter((language) => language !== own);
