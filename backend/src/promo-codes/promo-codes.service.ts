import { said } from '../common/i18n/said';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ContractViolation } from '../common/errors/http-error.filter';
import { type Actor, AuditTrail, changedFields } from '../audit-entries/audit-trail';
import { ShopMoney } from '../common/money';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { Prisma } from '../generated/prisma/client';
import { promoCodeData, promoCodeProblems, storedPromoCode, toPromoCodeDto } from './promo-code.mapper';

type Schemas = components['schemas'];
type PromoCode = Schemas['PromoCode'];

const NOT_FOUND = 'No promo code with this id.';

const failedWith = (error: unknown, code: string) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;

function refuseUnkeepable(input: Schemas['PromoCodeInput']): void {
  const problems = promoCodeProblems(input);
  if (problems.length === 0) return;
  const sentence = problems.some((problem) => problem.message === 'must be after validFrom')
    ? 'A promo code must end after it starts.'
    : 'A promo code is valid within the years 0001 to 9999.';
  throw new ContractViolation(sentence, problems, 422);
}

/** The code is unique in upper case: the database's unique index answers two administrators writing it at once. */
function conflictOrMissing(error: unknown, code: string): unknown {
  if (failedWith(error, 'P2002'))
    return new ConflictException(said('Another promo code is {code} already.', { code: storedPromoCode(code) }));
  if (failedWith(error, 'P2025')) return new NotFoundException(NOT_FOUND);
  return error;
}

/** What the audit trail keeps of a promo code: every field staff set, without its live count of uses. */
function promoFacts({ _id, uses, ...facts }: PromoCode): Record<string, unknown> {
  void _id;
  void uses;
  return facts;
}

/** Promo codes as administrators keep them, each with its uses: checkouts that hold it, paid or paying now. */
@Injectable()
export class PromoCodesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly money: ShopMoney,
    private readonly audit: AuditTrail,
  ) {}

  async list(): Promise<PromoCode[]> {
    const [codes, uses] = await Promise.all([
      this.prisma.promoCode.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }),
      this.usesOf(),
    ]);
    return codes.map((promo) => toPromoCodeDto(promo, uses.get(promo.id) ?? 0, this.money.currency));
  }

  async create(by: Actor, input: Schemas['PromoCodeInput']): Promise<PromoCode> {
    refuseUnkeepable(input);
    try {
      const created = await this.prisma.$transaction(async (tx) => {
        const promo = await tx.promoCode.create({ data: promoCodeData(input, this.money.currency) });
        const dto = toPromoCodeDto(promo, 0, this.money.currency);
        await this.audit.record(tx, by, {
          action: 'promo-code.created',
          subject: { type: 'promo-code', id: promo.id, name: promo.code },
          after: promoFacts(dto),
        });
        return dto;
      });
      return created;
    } catch (error) {
      throw conflictOrMissing(error, input.code);
    }
  }

  async replace(by: Actor, id: string, input: Schemas['PromoCodeInput']): Promise<PromoCode> {
    refuseUnkeepable(input);
    try {
      const promo = await this.prisma.$transaction(async (tx) => {
        const before = await tx.promoCode.findUnique({ where: { id } });
        if (!before) throw new NotFoundException(NOT_FOUND);
        const after = await tx.promoCode.update({ where: { id }, data: promoCodeData(input, this.money.currency) });
        const currency = this.money.currency;
        await this.audit.record(tx, by, {
          action: 'promo-code.updated',
          subject: { type: 'promo-code', id, name: after.code },
          ...changedFields(
            promoFacts(toPromoCodeDto(before, 0, currency)),
            promoFacts(toPromoCodeDto(after, 0, currency)),
          ),
        });
        return after;
      });
      return toPromoCodeDto(promo, (await this.usesOf(id)).get(id) ?? 0, this.money.currency);
    } catch (error) {
      throw conflictOrMissing(error, input.code);
    }
  }

  /** Orders that used it keep it on their bill: they record the code as text. */
  async remove(by: Actor, id: string): Promise<Schemas['Message']> {
    try {
      await this.prisma.$transaction(async (tx) => {
        const promo = await tx.promoCode.delete({ where: { id } });
        await this.audit.record(tx, by, {
          action: 'promo-code.removed',
          subject: { type: 'promo-code', id, name: promo.code },
          before: promoFacts(toPromoCodeDto(promo, 0, this.money.currency)),
        });
      });
    } catch (error) {
      throw failedWith(error, 'P2025') ? new NotFoundException(NOT_FOUND) : error;
    }
    return { message: 'Promo code deleted successfully!' };
  }

  /** Live claims per promo code: held for good (an order was recorded) or held for a payment in progress. */
  private async usesOf(id?: string): Promise<Map<string, number>> {
    const claims = await this.prisma.checkout.groupBy({
      by: ['promoCodeId'],
      where: { promoCodeId: id ?? { not: null }, OR: [{ heldUntil: null }, { heldUntil: { gt: new Date() } }] },
      _count: { _all: true },
    });
    return new Map(claims.map((claim) => [claim.promoCodeId!, claim._count._all]));
  }
}
