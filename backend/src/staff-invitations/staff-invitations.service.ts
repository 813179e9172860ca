import { createHash, randomBytes } from 'node:crypto';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditTrail } from '../audit-entries/audit-trail';
import type { AuthUser } from '../auth/access';
import { toUserDto } from '../auth/account-record';
import { AccountEmailService } from '../auth/account-email.service';
import type { ShopLanguage } from '../common/i18n/languages';
import { PrismaService } from '../database/prisma.service';
import { serializable } from '../database/serializable';
import type { components } from '../generated/contract';
import type { StaffInvitation } from '../generated/prisma/client';
import { StaffRoles } from '../users/staff-roles';

type Schemas = components['schemas'];

/** How long an invitation's link joins the staff. */
const VALID_DAYS = 7;
const MS_PER_DAY = 24 * 60 * 60_000;

/** One answer for a link that is unknown, used, withdrawn or too old: the answer tells a guesser nothing. */
const NOT_VALID = 'This invitation is not valid any more: ask the owner for a new one.';

/** A link's secret is shown once, in the e-mail; the shop keeps its digest and finds the invitation by it. */
const digestOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Invitations to the staff: an owner names an address and a role, the shop e-mails a link (through the outbox, in
 * the invitation's transaction), and the verified account holding that address joins the staff in that role.
 */
@Injectable()
export class StaffInvitationsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly emails: AccountEmailService,
    private readonly roles: StaffRoles,
    private readonly audit: AuditTrail,
  ) {}

  async list(): Promise<Schemas['StaffInvitation'][]> {
    const waiting = await this.prisma.staffInvitation.findMany({
      where: { acceptedAt: null, expiresAt: { gt: new Date() } },
      include: { invitedBy: { select: { name: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: 500,
    });
    return waiting.map(toInvitationDto);
  }

  /** Sends an invitation; one that waits for the same address is replaced, its link no longer joining anyone. */
  async invite(
    inviter: AuthUser,
    { email, role }: Schemas['StaffInvitationRequest'],
    asked: ShopLanguage | undefined,
  ): Promise<Schemas['StaffInvitation']> {
    const address = email.toLowerCase();
    const secret = randomBytes(32).toString('base64url');
    const link = `${this.emails.pageFor('/join', asked)}?invitation=${secret}`;
    const sentAt = new Date();
    const created = await this.prisma.$transaction(async (tx) => {
      await tx.staffInvitation.deleteMany({ where: { email: address, acceptedAt: null } });
      const invitation = await tx.staffInvitation.create({
        data: {
          email: address,
          role,
          tokenHash: digestOf(secret),
          invitedById: inviter.id,
          createdAt: sentAt,
          expiresAt: new Date(sentAt.getTime() + VALID_DAYS * MS_PER_DAY),
        },
        include: { invitedBy: { select: { name: true } } },
      });
      await this.audit.record(tx, inviter, {
        action: 'staff.invited',
        subject: { type: 'invitation', id: invitation.id, name: address },
        after: { role },
      });
      await this.emails.enqueueStaffInvitation(
        tx,
        { key: `staff-invitation:${invitation.id}`, to: address, link, inviter: inviter.name, role },
        asked,
      );
      return invitation;
    });
    return toInvitationDto(created);
  }

  async withdraw(by: AuthUser, id: string): Promise<Schemas['Message']> {
    const withdrawn = await this.prisma.$transaction(async (tx) => {
      const [invitation] = await tx.staffInvitation.findMany({ where: { id, acceptedAt: null } });
      if (!invitation) return false;
      await tx.staffInvitation.delete({ where: { id } });
      await this.audit.record(tx, by, {
        action: 'staff.invitation-withdrawn',
        subject: { type: 'invitation', id, name: invitation.email },
        before: { role: invitation.role },
      });
      return true;
    });
    if (withdrawn) return { message: 'The invitation is withdrawn.' };
    const accepted = await this.prisma.staffInvitation.findUnique({ where: { id }, select: { id: true } });
    if (accepted) throw new ConflictException('This invitation was accepted already: change the role in All Users.');
    throw new NotFoundException('No invitation with this id.');
  }

  /**
   * The caller takes an invitation: in one serializable transaction the link is used up and the role given, so
   * that a link opened twice at once joins once, and the last owner is never left without the role.
   */
  async accept(
    caller: AuthUser,
    { invitation: secret }: Schemas['StaffInvitationAcceptance'],
  ): Promise<Schemas['User']> {
    const user = await serializable(this.prisma, async (tx) => {
      const invitation = await tx.staffInvitation.findUnique({ where: { tokenHash: digestOf(secret) } });
      if (!invitation || invitation.acceptedAt || invitation.expiresAt <= new Date()) {
        throw new NotFoundException(NOT_VALID);
      }
      if (invitation.email !== caller.email) {
        throw new ForbiddenException(
          'This invitation was sent to another address: sign in with the address it was sent to.',
        );
      }
      if (!caller.emailVerified) {
        throw new ConflictException('Confirm your e-mail address first: the link we e-mailed you at sign-up does it.');
      }
      await tx.staffInvitation.update({ where: { id: invitation.id }, data: { acceptedAt: new Date() } });
      const joining = await tx.user.findUniqueOrThrow({ where: { id: caller.id } });
      return this.roles.give(tx, joining, invitation.role, caller, 'staff.joined');
    });
    return toUserDto(user);
  }
}

function toInvitationDto(
  invitation: StaffInvitation & { invitedBy: { name: string } | null },
): Schemas['StaffInvitation'] {
  return {
    _id: invitation.id,
    email: invitation.email,
    role: invitation.role as Schemas['StaffRole'],
    ...(invitation.invitedBy ? { invitedBy: invitation.invitedBy.name } : {}),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
