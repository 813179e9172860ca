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
  name: string;
  role: Role;
}

export interface TokenClaims {
  sub: string;
  email: string;
}

interface AuthOptions {
  admin?: boolean;
}

const AUTH_OPTIONS = 'shop:auth-options';

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    private readonly prisma: PrismaService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.get<AuthOptions>(AUTH_OPTIONS, context.getHandler()) ?? {};
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedException('Sign in to continue.');
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'] });
    } catch {
      throw new UnauthorizedException('Your session has expired or is not valid. Sign in again.');
    }
    // The role is read on every request, so that a promotion or a removal takes effect at once.
    const user = await this.prisma.user.findUnique({
      where: { id: claims.sub },
      select: { id: true, email: true, name: true, role: true },
    });
    if (!user || user.email !== claims.email) throw new UnauthorizedException('Your account no longer exists.');
    if (options.admin && user.role !== 'admin') throw new ForbiddenException('Administrators only.');
    req.user = user;
    return true;
  }
}

/** The call needs a signed-in user; with `{ admin: true }`, an administrator. */
export const Authenticated = (options: AuthOptions = {}) =>
  applyDecorators(SetMetadata(AUTH_OPTIONS, options), UseGuards(AuthGuard));

/** The signed-in caller, as the guard found them. */
export const Auth = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<Request & { user: AuthUser }>().user,
);
