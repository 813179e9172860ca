import { said, withProblems } from '../common/i18n/said';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ContractViolation } from '../common/errors/http-error.filter';
import { type Actor, AuditTrail, changedFields } from '../audit-entries/audit-trail';
import { toMinor } from '../common/money';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { Prisma } from '../generated/prisma/client';
import { MenuCache } from '../menu/menu-cache';
import { soldOutMark } from '../pricing/availability';
import type { SoldOutMark } from '../pricing/priced-dish';
import { toOptionGroupAdminDto, WITH_CHOICES_AND_DISHES } from './option-group-admin.mapper';
import { ruleProblems } from './option-group-rule';

type Schemas = components['schemas'];
type OptionGroupAdmin = Schemas['OptionGroupAdmin'];

const GROUP_NOT_FOUND = 'No option group with this id.';
const CHOICE_NOT_FOUND = 'No choice with this id.';

const isMissing = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';

function choiceData(
  {
    name,
    price,
    default: isDefault = false,
    allergens = [],
    mayContain = [],
    kcal = null,
  }: Schemas['OptionChoiceInput'],
  position: number,
  currency: string,
) {
  return { position, name: name.trim(), priceCents: toMinor(price, currency), isDefault, allergens, mayContain, kcal };
}

function refuseUnmeetable(problems: ReturnType<typeof ruleProblems>): void {
  if (problems.length === 0) return;
  const sentence = said('A customer could not choose in this group');
  throw new ContractViolation(withProblems(sentence, problems), problems, 422);
}

/** Option groups as administrators keep them; every change shows on the menu at once. */
@Injectable()
export class OptionGroupsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly menuCache: MenuCache,
    private readonly audit: AuditTrail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<OptionGroupAdmin[]> {
    const groups = await this.prisma.optionGroup.findMany({
      include: WITH_CHOICES_AND_DISHES,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    const now = new Date();
    return groups.map((group) => toOptionGroupAdminDto(group, now, this.config.SHOP_CURRENCY));
  }

  async create(
    by: Actor,
    { name, minChoices, maxChoices, allowRepeats = false, choices }: Schemas['OptionGroupInput'],
  ): Promise<OptionGroupAdmin> {
    refuseUnmeetable(ruleProblems({ name, minChoices, maxChoices, allowRepeats, choices }, new Set()));
    const group = await this.prisma.$transaction(async (tx) => {
      const created = await tx.optionGroup.create({
        data: {
          name: name.trim(),
          minChoices,
          maxChoices,
          allowRepeats,
          choices: {
            create: choices.map((choice, position) => choiceData(choice, position, this.config.SHOP_CURRENCY)),
          },
        },
        include: WITH_CHOICES_AND_DISHES,
      });
      await this.audit.record(tx, by, {
        action: 'option-group.created',
        subject: { type: 'option-group', id: created.id, name: created.name },
        after: this.groupFacts(created),
      });
      return created;
    });
    return toOptionGroupAdminDto(group, new Date(), this.config.SHOP_CURRENCY);
  }

  /** The group as sent: choices with their `_id` kept (sold-out marks included), the others new, the missing removed. */
  async replace(by: Actor, id: string, input: Schemas['OptionGroupInput']): Promise<OptionGroupAdmin> {
    const { name, minChoices, maxChoices, allowRepeats = false, choices } = input;
    try {
      const group = await this.prisma.$transaction(async (tx) => {
        const before = await tx.optionGroup.findUnique({ where: { id }, include: WITH_CHOICES_AND_DISHES });
        // Written first, so that its row lock makes a second replacement of the group wait for this one's choices.
        await tx.optionGroup.update({
          where: { id },
          data: { name: name.trim(), minChoices, maxChoices, allowRepeats },
        });
        const own = await tx.optionChoice.findMany({ where: { groupId: id }, select: { id: true } });
        refuseUnmeetable(ruleProblems(input, new Set(own.map((choice) => choice.id))));
        const kept = choices.flatMap((choice) => (choice._id ? [choice._id] : []));
        await tx.optionChoice.deleteMany({ where: { groupId: id, id: { notIn: kept } } });
        for (const [position, choice] of choices.entries()) {
          if (choice._id)
            await tx.optionChoice.update({
              where: { id: choice._id },
              data: choiceData(choice, position, this.config.SHOP_CURRENCY),
            });
          else
            await tx.optionChoice.create({
              data: { groupId: id, ...choiceData(choice, position, this.config.SHOP_CURRENCY) },
            });
        }
        const after = await tx.optionGroup.findUniqueOrThrow({ where: { id }, include: WITH_CHOICES_AND_DISHES });
        const change = changedFields(before ? this.groupFacts(before) : {}, this.groupFacts(after));
        if (Object.keys(change.after).length > 0)
          await this.audit.record(tx, by, {
            action: 'option-group.updated',
            subject: { type: 'option-group', id, name: after.name },
            ...change,
          });
        return after;
      });
      return toOptionGroupAdminDto(group, new Date(), this.config.SHOP_CURRENCY);
    } catch (error) {
      throw isMissing(error) ? new NotFoundException(GROUP_NOT_FOUND) : error;
    } finally {
      this.menuCache.invalidate();
    }
  }

  /** The group leaves every dish; cart lines that held its choices show them as no longer offered. */
  async remove(by: Actor, id: string): Promise<Schemas['Message']> {
    try {
      await this.prisma.$transaction(async (tx) => {
        const removed = await tx.optionGroup.delete({ where: { id }, include: WITH_CHOICES_AND_DISHES });
        await this.audit.record(tx, by, {
          action: 'option-group.removed',
          subject: { type: 'option-group', id, name: removed.name },
          before: this.groupFacts(removed),
        });
      });
    } catch (error) {
      throw isMissing(error) ? new NotFoundException(GROUP_NOT_FOUND) : error;
    } finally {
      this.menuCache.invalidate();
    }
    return { message: 'Option group deleted successfully!' };
  }

  /** What the audit trail keeps of a group: its rule and its choices with their prices, in the currency's units. */
  private groupFacts(group: Prisma.OptionGroupGetPayload<{ include: typeof WITH_CHOICES_AND_DISHES }>) {
    const { choices, ...rule } = toOptionGroupAdminDto(group, new Date(), this.config.SHOP_CURRENCY);
    return {
      name: rule.name,
      minChoices: rule.minChoices,
      maxChoices: rule.maxChoices,
      allowRepeats: rule.allowRepeats,
      choices: choices.map((choice) => `${choice.name} ${choice.price}`),
    };
  }

  markChoiceSoldOut(by: Actor, choiceId: string, { until }: Schemas['SoldOutRequest']): Promise<OptionGroupAdmin> {
    return this.markChoice(by, choiceId, soldOutMark(until, new Date(), this.config.SHOP_TIME_ZONE));
  }

  putChoiceBackOnSale(by: Actor, choiceId: string): Promise<OptionGroupAdmin> {
    return this.markChoice(by, choiceId, { soldOut: false, soldOutUntil: null });
  }

  private async markChoice(by: Actor, choiceId: string, mark: SoldOutMark): Promise<OptionGroupAdmin> {
    try {
      const { group } = await this.prisma.$transaction(async (tx) => {
        const before = await tx.optionChoice.findUniqueOrThrow({ where: { id: choiceId }, include: { group: true } });
        const after = await tx.optionChoice.update({
          where: { id: choiceId },
          data: mark,
          select: { soldOut: true, soldOutUntil: true, group: { include: WITH_CHOICES_AND_DISHES } },
        });
        const facts = (choice: { soldOut: boolean; soldOutUntil: Date | null }) => ({
          soldOut: choice.soldOut,
          soldOutUntil: choice.soldOutUntil?.toISOString() ?? null,
        });
        await this.audit.record(tx, by, {
          action: mark.soldOut ? 'choice.sold-out' : 'choice.back-on-sale',
          subject: { type: 'choice', id: choiceId, name: `${before.group.name}: ${before.name}` },
          ...changedFields(facts(before), facts(after)),
        });
        return after;
      });
      return toOptionGroupAdminDto(group, new Date(), this.config.SHOP_CURRENCY);
    } catch (error) {
      throw isMissing(error) ? new NotFoundException(CHOICE_NOT_FOUND) : error;
    } finally {
      this.menuCache.invalidate();
    }
  }
}
