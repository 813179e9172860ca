import { type Said, said } from '../common/i18n/said';
import { Inject, Injectable, Logger, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { type App, cert, deleteApp, initializeApp, type ServiceAccount } from 'firebase-admin/app';
import { type Auth, getAuth, type UserRecord } from 'firebase-admin/auth';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { VerifiedIdentity } from './account-record';
import { signedInBefore } from './revocation';

const INVALID = said('The sign-in token is not valid. Sign in again.');
const REVOKED = said('Your sign-in was revoked, for example after a password change. Sign in again.');
const DISABLED = said('This account is disabled.');
const REFUSALS: Record<string, Said> = {
  'auth/id-token-revoked': REVOKED,
  'auth/user-disabled': DISABLED,
  'auth/user-not-found': said('This account no longer exists.'),
  'auth/id-token-expired': said('The sign-in token has expired. Sign in again.'),
};

/** What the shop reads of a Firebase account to write to it. */
export interface FirebaseAccount {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  disabled: boolean;
  displayName: string | undefined;
}

const accountOf = (user: UserRecord): FirebaseAccount => ({
  uid: user.uid,
  email: user.email,
  emailVerified: user.emailVerified,
  disabled: user.disabled,
  displayName: user.displayName,
});

/** Firebase's words for "no account has this uid or address", as an answer of nobody; any other failure stays one. */
function absentAsUndefined(error: unknown): undefined {
  const code = (error as { code?: string }).code ?? '';
  if (['auth/user-not-found', 'auth/email-not-found'].includes(code)) return undefined;
  throw error;
}

const UNAVAILABLE = 'The sign-in service does not answer. Try again in a moment.';

/** What a failed verification answers: the service's absence (503) or a refusal of the token (401). */
function refusalOf(error: unknown): ServiceUnavailableException | UnauthorizedException {
  if (error instanceof ServiceUnavailableException || error instanceof UnauthorizedException) return error;
  const code = (error as { code?: string }).code ?? '';
  if (/network|unavailable|internal/i.test(code)) return new ServiceUnavailableException(UNAVAILABLE);
  return new UnauthorizedException(REFUSALS[code] ?? INVALID);
}

/**
 * Verifies Firebase ID tokens (against Google's keys, or the emulator's unsigned tokens when it is configured), and
 * reads accounts and makes their e-mail links for the shop to mail.
 */
@Injectable()
export class FirebaseService {
  private readonly app: App;
  private readonly logger = new Logger(FirebaseService.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // firebase-admin reads the emulator's address from the environment only.
    if (config.FIREBASE_AUTH_EMULATOR_HOST)
      process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
    this.app = initializeApp(
      {
        projectId: config.FIREBASE_PROJECT_ID,
        ...(config.FIREBASE_SERVICE_ACCOUNT
          ? { credential: cert(JSON.parse(config.FIREBASE_SERVICE_ACCOUNT) as ServiceAccount) }
          : {}),
      },
      `shop-${Math.random().toString(36).slice(2)}`,
    );
  }

  async verifyIdToken(idToken: string): Promise<VerifiedIdentity> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ServiceUnavailableException(UNAVAILABLE)), this.config.FIREBASE_TIMEOUT_MS);
    });
    try {
      const auth = getAuth(this.app);
      const decoded = await Promise.race([auth.verifyIdToken(idToken), timeout]);
      // The account as Firebase holds it now is the authority, not the token's claims: a deleted or disabled account
      // is refused, and so is a token signed in before the account was signed out everywhere (what
      // `verifyIdToken(token, true)` checks, with a lookup of its own: one lookup serves both here). A claim that
      // differs from the account (possible with the emulator's unsigned tokens) is refused, and whether the address
      // is verified is read from the account.
      const account = await Promise.race([auth.getUser(decoded.uid), timeout]);
      if (account.disabled) throw new UnauthorizedException(DISABLED);
      if (signedInBefore(decoded.auth_time, account, Boolean(this.config.FIREBASE_AUTH_EMULATOR_HOST)))
        throw new UnauthorizedException(REVOKED);
      if (!account.email) throw new UnauthorizedException('This account has no e-mail address.');
      if (decoded.email?.toLowerCase() !== account.email.toLowerCase()) throw new UnauthorizedException(INVALID);
      return {
        uid: account.uid,
        email: account.email,
        emailVerified: account.emailVerified,
        name: account.displayName ?? (typeof decoded.name === 'string' ? decoded.name : undefined),
        picture: account.photoURL ?? decoded.picture,
      };
    } catch (error) {
      const refusal = refusalOf(error);
      // Said at info level, the token never: who operates the shop sees why sign-ins were refused.
      if (refusal instanceof UnauthorizedException) this.logger.log(`Refused a sign-in token: ${refusal.message}`);
      throw refusal;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The account as Firebase holds it now, or undefined when there is none with this uid. */
  async account(uid: string): Promise<FirebaseAccount | undefined> {
    return this.askFirebase((auth) => auth.getUser(uid)).then(accountOf, absentAsUndefined);
  }

  /** The account that uses this address, or undefined when none does. */
  async accountByEmail(email: string): Promise<FirebaseAccount | undefined> {
    return this.askFirebase((auth) => auth.getUserByEmail(email)).then(accountOf, absentAsUndefined);
  }

  /** Firebase's link that verifies the address when opened, then goes on to `continueUrl`. */
  emailVerificationLink(email: string, continueUrl: string): Promise<string> {
    return this.askFirebase((auth) => auth.generateEmailVerificationLink(email, { url: continueUrl }));
  }

  /** Firebase's link to choose a new password, or undefined when no account uses the address. */
  async passwordResetLink(email: string, continueUrl: string): Promise<string | undefined> {
    return this.askFirebase((auth) => auth.generatePasswordResetLink(email, { url: continueUrl })).catch(
      absentAsUndefined,
    );
  }

  /** Deletes the account, so that it can never sign in again; one already gone is as good. */
  async deleteAccount(uid: string): Promise<void> {
    await this.askFirebase((auth) => auth.deleteUser(uid)).catch(absentAsUndefined);
  }

  /** Asks Firebase with the shop's timeout; a Firebase that does not answer is the service's absence (503). */
  private async askFirebase<T>(ask: (auth: Auth) => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ServiceUnavailableException(UNAVAILABLE)), this.config.FIREBASE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([ask(getAuth(this.app)), timeout]);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (/network|unavailable|internal/i.test(code)) throw new ServiceUnavailableException(UNAVAILABLE);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await deleteApp(this.app);
  }
}
