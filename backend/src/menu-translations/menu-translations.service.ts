import { said } from '../common/i18n/said';
import { type Actor, AuditTrail } from '../audit-entries/audit-trail';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Problem } from '../common/contract/contract';
import { ContractViolation } from '../common/errors/http-error.filter';
import { SHOP_LANGUAGES, type ShopLanguage, shopLanguageOf } from '../common/i18n/languages';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { Prisma } from '../generated/prisma/client';
import { MenuCache } from '../menu/menu-cache';
import { ON_THE_MENU } from '../menu/on-the-menu';

type Schemas = components['schemas'];
type Update = Schemas['MenuTranslationsUpdate'];

/** A word as stored: trimmed, and none for null or blank (the shop's own word is shown then). */
const wordOf = (word: string | null | undefined): string | null | undefined =>
  word === undefined ? undefined : word?.trim() || null;

const nameOf = (translations: { name: string | null }[]) => ({ name: translations[0]?.name ?? null });

/**
 * The menu's words in the shop's other languages (ADR 11): staff translate each category, dish, option group and
 * choice; customers read a word in the shop's own language while it has no translation.
 */
@Injectable()
export class MenuTranslationsService {
  private readonly own: ShopLanguage;

  constructor(
    private readonly prisma: PrismaService,
    private readonly menuCache: MenuCache,
    private readonly audit: AuditTrail,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.own = shopLanguageOf(config.SHOP_LOCALE);
  }

  private get others(): ShopLanguage[] {
    return SHOP_LANGUAGES.filter((language) => language !== this.own);
  }

  async gaps(): Promise<Schemas['MenuTranslationGaps']> {
    const languages = await Promise.all(
      this.others.map(async (language) => {
        const lacking = { none: { language } };
        const [categories, dishes, optionGroups, choices] = await Promise.all([
          this.prisma.category.count({ where: { translations: lacking } }),
          this.prisma.menuItem.count({
            where: {
              ...ON_THE_MENU,
              NOT: { translations: { some: { language, name: { not: null }, recipe: { not: null } } } },
            },
          }),
          this.prisma.optionGroup.count({ where: { translations: lacking } }),
          this.prisma.optionChoice.count({ where: { translations: lacking } }),
        ]);
        return { language, categories, dishes, optionGroups, choices };
      }),
    );
    return { language: this.own, languages };
  }

  async get(language: string): Promise<Schemas['MenuTranslations']> {
    const words = { translations: { where: { language: this.spoken(language) } } } as const;
    const [categories, dishes, groups] = await Promise.all([
      this.prisma.category.findMany({ orderBy: { position: 'asc' }, include: words }),
      this.prisma.menuItem.findMany({
        where: ON_THE_MENU,
        include: words,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }),
      this.prisma.optionGroup.findMany({
        include: { ...words, choices: { orderBy: [{ position: 'asc' }, { id: 'asc' }], include: words } },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
      }),
    ]);
    return {
      language,
      categories: categories.map(({ key, name, translations }) => ({ key, name, translation: nameOf(translations) })),
      dishes: dishes.map(({ id, name, recipe, translations: [translation] }) => ({
        _id: id,
        name,
        recipe,
        translation: { name: translation?.name ?? null, recipe: translation?.recipe ?? null },
      })),
      optionGroups: groups.map((group) => ({
        _id: group.id,
        name: group.name,
        translation: nameOf(group.translations),
        choices: group.choices.map((choice) => ({
          _id: choice.id,
          name: choice.name,
          translation: nameOf(choice.translations),
        })),
      })),
    };
  }

  /** Sets the words sent, in one transaction: all of them, or none when one names nothing the menu has. */
  async update(by: Actor, language: string, changes: Update): Promise<Schemas['MenuTranslations']> {
    this.spoken(language);
    try {
      await this.prisma.$transaction(async (tx) => {
        await refuseUnknown(tx, changes);
        // A name set is written over any before it; a name taken away removes the row.
        for (const { key: categoryKey, name } of changes.categories ?? []) {
          const [key, word] = [{ categoryKey, language }, wordOf(name)];
          if (!word) await tx.categoryTranslation.deleteMany({ where: key });
          else
            await tx.categoryTranslation.upsert({
              where: { categoryKey_language: key },
              create: { ...key, name: word },
              update: { name: word },
            });
        }
        for (const { _id: groupId, name } of changes.optionGroups ?? []) {
          const [key, word] = [{ groupId, language }, wordOf(name)];
          if (!word) await tx.optionGroupTranslation.deleteMany({ where: key });
          else
            await tx.optionGroupTranslation.upsert({
              where: { groupId_language: key },
              create: { ...key, name: word },
              update: { name: word },
            });
        }
        for (const { _id: choiceId, name } of changes.choices ?? []) {
          const [key, word] = [{ choiceId, language }, wordOf(name)];
          if (!word) await tx.optionChoiceTranslation.deleteMany({ where: key });
          else
            await tx.optionChoiceTranslation.upsert({
              where: { choiceId_language: key },
              create: { ...key, name: word },
              update: { name: word },
            });
        }
        for (const dish of changes.dishes ?? []) await keepDishWords(tx, language, dish);
        // The words as sent: what each name or recipe became in the language (empty where one was taken away).
        await this.audit.record(tx, by, {
          action: 'translations.changed',
          subject: { type: 'settings', name: `Menu Translations (${language})` },
          after: { language, ...changes },
        });
      });
    } finally {
      this.menuCache.invalidate();
    }
    return this.get(language);
  }

  /** The language, if the shop speaks it besides its own: staff translate into those. */
  private spoken(language: string): ShopLanguage {
    const other = this.others.find((spoken) => spoken === language);
    if (!other) {
      throw new NotFoundException(
        said('The shop does not translate its menu into "{language}": it speaks {others} besides {own}, its own.', {
          language,
          others: this.others.join(', '),
          own: this.own,
        }),
      );
    }
    return other;
  }
}

/** The ids and keys sent that name no category, dish on the menu, option group or choice: `422`, naming each. */
async function refuseUnknown(tx: Prisma.TransactionClient, changes: Update): Promise<void> {
  const ids = (list: { _id: string }[] | undefined) => (list ?? []).map(({ _id }) => _id);
  const [categories, dishes, groups, choices] = await Promise.all([
    tx.category.findMany({ where: { key: { in: (changes.categories ?? []).map(({ key }) => key) } } }),
    tx.menuItem.findMany({ where: { id: { in: ids(changes.dishes) }, ...ON_THE_MENU }, select: { id: true } }),
    tx.optionGroup.findMany({ where: { id: { in: ids(changes.optionGroups) } }, select: { id: true } }),
    tx.optionChoice.findMany({ where: { id: { in: ids(changes.choices) } }, select: { id: true } }),
  ]);
  const problems: Problem[] = [];
  const check = (field: string, sent: string[], found: string[], what: string) => {
    const known = new Set(found);
    sent.forEach((id, index) => {
      if (!known.has(id)) problems.push({ path: `/body/${field}/${index}`, message: `no ${what} is ${id}` });
    });
  };
  check(
    'categories',
    (changes.categories ?? []).map(({ key }) => key),
    categories.map(({ key }) => key),
    'category',
  );
  check(
    'dishes',
    ids(changes.dishes),
    dishes.map(({ id }) => id),
    'dish on the menu',
  );
  check(
    'optionGroups',
    ids(changes.optionGroups),
    groups.map(({ id }) => id),
    'option group',
  );
  check(
    'choices',
    ids(changes.choices),
    choices.map(({ id }) => id),
    'option choice',
  );
  if (problems.length > 0)
    throw new ContractViolation('Some of the words sent are for nothing on the menu; none was kept.', problems, 422);
}

/** A dish's name, recipe or both; a dish left with neither has no translation. */
async function keepDishWords(
  tx: Prisma.TransactionClient,
  language: string,
  dish: NonNullable<Update['dishes']>[number],
): Promise<void> {
  const words = { name: wordOf(dish.name), recipe: wordOf(dish.recipe) };
  const key = { menuItemId: dish._id, language };
  await tx.menuItemTranslation.upsert({
    where: { menuItemId_language: key },
    create: { ...key, name: words.name ?? null, recipe: words.recipe ?? null },
    update: words,
  });
  await tx.menuItemTranslation.deleteMany({ where: { ...key, name: null, recipe: null } });
}
