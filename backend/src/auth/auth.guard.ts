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
import type { Request } from 'express';
import { PrismaService } from '../database/prisma.service';
import type { Role } from '../generated/prisma/client';

export interface AuthUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  role: Role;
}

/** The shop's token names the user, nothing more: role and address are read from the database. */
export interface TokenClaims {
  sub: string;
}

export interface AuthRequirement {
  admin: boolean;
}

const AUTH_REQUIREMENT = 'shop:auth-requirement';

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    private readonly prisma: PrismaService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const requirement = authRequirementOf(this.reflector, context.getHandler()) ?? { admin: false };
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedException('Sign in to continue.');
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'] });
    } catch {
      throw new UnauthorizedException('Your session has expired or is not valid. Sign in again.');
    }
    // The user is read on every request, so that a promotion, a demotion or a removal takes effect at once.
    const user = await this.prisma.user.findUnique({
      where: { id: claims.sub },
      select: { id: true, email: true, emailVerified: true, name: true, role: true },
    });
    if (!user) throw new UnauthorizedException('Your account no longer exists.');
    if (requirement.admin && user.role !== 'admin') throw new ForbiddenException('Administrators only.');
    req.user = user;
    return true;
  }
}

/**
 * For `x-owner-param` operations: whose records an address names. A caller's own address names the caller, so
 * that an account's records follow it through a change of address; only an administrator may name someone
 * else, and then the address names the account that signed in with it last (another account may have held it
 * before). Undefined when no user has the address.
 */
export async function ownerOf(prisma: PrismaService, caller: AuthUser, email: string): Promise<Pick<AuthUser, 'id' | 'role'> | undefined> {
  const address = email.toLowerCase();
  if (address === caller.email) return caller;
  if (caller.role !== 'admin') throw new ForbiddenException('You may only see your own records.');
  return (
    (await prisma.user.findFirst({ where: { email: address }, orderBy: { signedInAt: 'desc' }, select: { id: true, role: true } })) ??
    undefined
  );
}

/** The call needs a signed-in user. */
export const Authenticated = () =>
  applyDecorators(SetMetadata(AUTH_REQUIREMENT, { admin: false } satisfies AuthRequirement), UseGuards(AuthGuard));

/** The call needs an administrator; the role is read from the database on every request. */
export const AdminOnly = () =>
  applyDecorators(SetMetadata(AUTH_REQUIREMENT, { admin: true } satisfies AuthRequirement), UseGuards(AuthGuard));

/** What a handler's decorators ask of the caller, or undefined for a public handler. */
export function authRequirementOf(reflector: Reflector, handler: object): AuthRequirement | undefined {
  return reflector.get<AuthRequirement | undefined>(AUTH_REQUIREMENT, handler as () => void);
}

/** The signed-in caller, as the guard found them. */
export const Auth = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<Request & { user: AuthUser }>().user,
);
