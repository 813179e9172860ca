import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { Contract, contractPath } from '../common/contract/contract';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { Role } from '../generated/prisma/client';

/** What a member of staff may do (the contract's `Permission`); a role is a set of them (`Role`'s `x-permissions`). */
export type Permission = components['schemas']['Permission'];

export interface AuthUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  role: Role;
  /** What the user's role lets them do, as the contract lists it: none for a customer. */
  permissions: ReadonlySet<Permission>;
}

/** The user whose records an `x-owner-param` operation names; undefined when no user has that address. */
export type RecordOwner = Pick<AuthUser, 'id' | 'role'> | undefined;

/** Refuses a caller whose role lacks a permission: for a right that depends on what a request asks (a refund). */
export function requirePermission(caller: AuthUser, permission: Permission): void {
  if (!caller.permissions.has(permission)) throw new ForbiddenException('Your role in the shop does not allow this.');
}

/** The shop's token names the user, nothing more: role and address are read from the database. */
export interface TokenClaims {
  sub: string;
  /** When the token expires, in seconds since 1970, as jsonwebtoken writes it. */
  exp?: number;
}

/**
 * What a limited operation counts: sign-ins per client address, payments and uploads per signed-in user, bookings
 * and the account e-mails (address proof, password reset) per signed-in user or else per client address, and the
 * look-ups of a gift card's balance (codes tried) likewise.
 */
export type RateLimitKind = 'sign-in' | 'payment' | 'upload' | 'booking' | 'account-email' | 'gift-card';

/** What an operation asks of its caller: who they must be, and how often they may call. */
export interface AccessRule {
  /** `optional`: a bearer token, when one is sent, must be valid and names the caller; without one, anyone may call. */
  user?: 'signed-in' | 'optional';
  /** A signed-in member of staff whose role holds this permission (the contract's `x-required-permission`). */
  permission?: Permission;
  rateLimit?: RateLimitKind;
}

type ShopRequest = Request & { user?: AuthUser; owner?: RecordOwner; tokenExpiresAt?: number };

const ACCESS_RULE = 'shop:access-rule';

/**
 * Checks an operation's access rule, always in this order: who the caller is (the shop's token, the user and
 * their role read from the database on every request, so that a promotion, a demotion or a removal takes effect
 * at once), whose records they name (the contract's `x-owner-param`: their own, or anyone's for an
 * administrator), then how often they call (counted per user once they are known).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    private readonly prisma: PrismaService,
    private readonly reflector: Reflector,
    private readonly contract: Contract,
    private readonly throttler: ThrottlerGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = accessRuleOf(this.reflector, context.getHandler()) ?? {};
    const req = context.switchToHttp().getRequest<ShopRequest>();
    if (rule.user === 'optional') {
      if (req.headers.authorization) req.user = await this.authenticate(req);
      // An operation that takes another credential instead of signing in (a booking's link) refuses a caller with none.
      const operation = this.contract.find(req.method, contractPath((req.route as { path: string }).path));
      if (operation && !operation.anonymous && !operation.credentialHeaders.some((header) => req.headers[header])) {
        throw new UnauthorizedException('Sign in, or open the link you were sent.');
      }
    } else if (rule.user || rule.permission) {
      req.user = await this.authenticate(req);
      if (rule.permission) requirePermission(req.user, rule.permission);
      const operation = this.contract.find(req.method, contractPath((req.route as { path: string }).path));
      const ownerParam = operation?.ownerParam;
      // A request that breaks the contract names nobody: the contract check that follows refuses it with 400.
      if (ownerParam && operation.checkParameters(req.params, req.query).length === 0) {
        // The contract has checked it: one address, in the path or the query.
        const email = req.params[ownerParam] ?? req.query[ownerParam];
        if (typeof email === 'string')
          req.owner = await ownerOf(this.prisma, req.user, email, operation.othersPermission as Permission | undefined);
      }
    }
    return rule.rateLimit ? this.throttler.canActivate(context) : true;
  }

  private async authenticate(req: ShopRequest): Promise<AuthUser> {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedException('Sign in to continue.');
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'] });
    } catch {
      throw new UnauthorizedException('Your session has expired or is not valid. Sign in again.');
    }
    const user = await this.prisma.user.findUnique({
      where: { id: claims.sub },
      select: { id: true, email: true, emailVerified: true, name: true, role: true },
    });
    if (!user) throw new UnauthorizedException('Your account no longer exists.');
    if (claims.exp !== undefined) req.tokenExpiresAt = claims.exp * 1000;
    return {
      ...user,
      permissions: (this.contract.rolePermissions.get(user.role) ?? new Set()) as ReadonlySet<Permission>,
    };
  }
}

/**
 * Whose records an address names. A caller's own address names the caller, so that an account's records follow
 * it through a change of address; only staff holding the operation's `x-others-permission` may name someone else,
 * and then the address names the account that signed in with it last (another account may have held it before).
 */
async function ownerOf(
  prisma: PrismaService,
  caller: AuthUser,
  email: string,
  othersPermission: Permission | undefined,
): Promise<RecordOwner> {
  const address = email.toLowerCase();
  if (address === caller.email) return caller;
  if (!othersPermission || !caller.permissions.has(othersPermission))
    throw new ForbiddenException('You may only see your own records.');
  return (
    (await prisma.user.findFirst({
      where: { email: address },
      orderBy: { signedInAt: 'desc' },
      select: { id: true, role: true },
    })) ?? undefined
  );
}

/** The one access decorator of every operation that has a rule; the order of the checks is the guard's, not the decorators'. */
export const Access = (rule: AccessRule) => applyDecorators(SetMetadata(ACCESS_RULE, rule), UseGuards(AccessGuard));

/** What a handler's decorator asks of the caller, or undefined for an operation open to anyone, as often as they like. */
export function accessRuleOf(reflector: Reflector, handler: object): AccessRule | undefined {
  return reflector.get<AccessRule | undefined>(ACCESS_RULE, handler as () => void);
}

/** The signed-in caller, as the guard found them; undefined on an operation where signing in is optional. */
export const Auth = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<ShopRequest>().user!,
);

/** The caller on an operation where signing in is optional: undefined for someone not signed in. */
export const Caller = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser | undefined =>
    context.switchToHttp().getRequest<ShopRequest>().user,
);

/** When the caller's token expires (milliseconds since 1970): what it allows ends then, an open stream too. */
export const TokenExpiry = createParamDecorator(
  (_: unknown, context: ExecutionContext): number | undefined =>
    context.switchToHttp().getRequest<ShopRequest>().tokenExpiresAt,
);

/** The user whose records the operation's `x-owner-param` names, as the guard found them. */
export const Owner = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<ShopRequest>().owner,
);
