import { notTheContract, said } from '../common/i18n/said';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { Contract } from '../common/contract/contract';
import { ContractViolation } from '../common/errors/http-error.filter';
import { cleanName } from '../common/text/person-name';
import type { components } from '../generated/contract';
import type { User } from '../generated/prisma/client';
import { customerPhotoOf } from './customer-photo';

/** A Firebase account as a verified ID token and Firebase's own record of it describe it. */
export interface VerifiedIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

/** What the shop stores of an account: the address as Firebase holds it now, a name and a picture. */
export interface AccountRecord {
  email: string;
  emailVerified: boolean;
  name: string;
  photoUrl: string | null;
}

export const NAME_MAX_LENGTH = 100;

export function toUserDto(user: User): components['schemas']['User'] {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role,
    // A photo stored before the shop held photos to their rule is left out rather than shown.
    ...(user.photoUrl && customerPhotoOf(user.photoUrl) === user.photoUrl ? { photoURL: user.photoUrl } : {}),
  };
}

/**
 * The door between Firebase and the shop's tables. Firebase hands over addresses, names and picture addresses
 * that the contract cannot answer (quoted or non-ASCII addresses, control characters, "pictures" that are not
 * addresses): a name and a picture are tidied or dropped, an address the shop cannot use is refused with 422,
 * and the user as it would be answered is checked against the contract's `User` before anything is written,
 * by the same rules the answers are checked by.
 */
@Injectable()
export class AccountRecords {
  constructor(private readonly contract: Contract) {}

  recordOf(identity: VerifiedIdentity): AccountRecord {
    const email = identity.email.toLowerCase();
    if (this.contract.checkSchema('Email', email).length > 0) {
      throw new UnprocessableEntityException(
        "This shop cannot use your account's e-mail address: sign in with an address of the usual form, such as " +
          'name@example.com, of at most 254 characters, without spaces, quotes or accented letters.',
      );
    }
    const photoUrl = identity.picture?.trim() ?? '';
    return {
      email,
      emailVerified: identity.emailVerified,
      name: cleanName(identity.name, NAME_MAX_LENGTH) || cleanName(email.split('@')[0], NAME_MAX_LENGTH) || 'Customer',
      photoUrl:
        (photoUrl && this.contract.checkSchema('PhotoUrl', photoUrl).length === 0 && customerPhotoOf(photoUrl)) || null,
    };
  }

  /**
   * The photo as the shop keeps it; refuses with the contract's 400 a photo of the contract's form on a host that is
   * not the shop's or a sign-in provider's.
   */
  customerPhoto(photoUrl: string): string {
    const kept = customerPhotoOf(photoUrl);
    if (kept) return kept;
    const problem = {
      path: '/body/photoURL',
      message: 'must be a picture uploaded to the shop or the one of your sign-in provider',
    };
    throw new ContractViolation(notTheContract(problem), [problem]);
  }

  /** Refuses, before it is written, a user the contract could not answer. */
  assertAnswerable(user: Pick<User, 'name' | 'email' | 'emailVerified' | 'role' | 'photoUrl'>): void {
    const stored = { ...user, id: '00000000-0000-4000-8000-000000000000' } as User;
    const problems = this.contract.checkSchema('User', toUserDto(stored), 'user');
    if (problems.length > 0) {
      const { path, message } = problems[0]!;
      throw new UnprocessableEntityException(
        said('This account cannot be recorded: {path} {problem}.', { path, problem: message }),
      );
    }
  }
}
