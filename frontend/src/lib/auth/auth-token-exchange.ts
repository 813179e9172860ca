import type { User } from 'firebase/auth';
import { isApiError, mayHealOnRetry } from '@/api/api-error';
import { createToken } from '@/api/generated/auth/auth';
import { storeAccessToken } from './auth-token';

/** The contract's default life of the shop's token, for an answer that does not say. */
const DEFAULT_TOKEN_SECONDS = 600;

/** Waits before each further try of a trade that got no answer or a server error: a blip heals, an outage tells. */
const RETRY_DELAYS_MS = [400, 1200];

async function createTokenPatiently(idToken: string) {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await createToken({ idToken });
    } catch (error) {
      if (!mayHealOnRetry(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return createToken({ idToken });
}

interface Trade {
  idToken: string;
  done: Promise<void>;
  finished: boolean;
}

export interface ExchangeOptions {
  /** Trade again an ID token already traded: the shop's token expires long before Firebase's. */
  renewal?: boolean;
  /** Ask Firebase for a new ID token first, e.g. once the address is verified. */
  fresh?: boolean;
}

/** 'refreshed' when the first ID token was refused and a fresh one was accepted: the account changed meanwhile. */
export type ExchangeOutcome = 'exchanged' | 'refreshed';

/**
 * Trades Firebase ID tokens for the shop's token (POST /jwt) and stores it. Reports of the same ID token share
 * one trade; a refusal (401) is tried once more with a fresh ID token, since right after the address changed
 * Firebase's older ID token still names the old one. A trade that got no answer or a server error is tried twice
 * more within two seconds, so that a customer whose new account Firebase already made is not left outside it.
 */
export class TokenExchange {
  /** When the last trade succeeded, in milliseconds since the epoch; 0 before any. */
  lastExchangeAt = 0;
  private last: Trade | undefined;
  /** An ID token just fetched fresh and not yet accepted: refused, it is not refreshed again, or reports would loop. */
  private untriedFreshIdToken: string | undefined;
  private readonly onToken: (expiresInSeconds: number) => void;
  private signOuts = 0;
  /** Trades are numbered as they start; the token kept is that of the latest to start among those that succeeded. */
  private tradesStarted = 0;
  private keptTrade = 0;

  constructor(onToken: (expiresInSeconds: number) => void) {
    this.onToken = onToken;
  }

  async exchange(
    user: User,
    { renewal = false, fresh = false }: ExchangeOptions = {},
  ): Promise<ExchangeOutcome> {
    const idToken = await this.idTokenOf(user, fresh);
    try {
      await this.trade(idToken, renewal);
      return 'exchanged';
    } catch (error) {
      const refused = isApiError(error) && error.status === 401;
      if (!refused || idToken === this.untriedFreshIdToken) throw error;
    }
    await this.trade(await this.idTokenOf(user, true), false);
    return 'refreshed';
  }

  /** The trade under way, if one is. */
  get underWay(): Promise<void> | undefined {
    return this.last && !this.last.finished ? this.last.done : undefined;
  }

  /** Signed out: a trade still under way must not store its token afterwards. */
  forget() {
    this.last = undefined;
    this.untriedFreshIdToken = undefined;
    this.signOuts += 1;
  }

  private async idTokenOf(user: User, fresh: boolean) {
    const idToken = await user.getIdToken(fresh);
    if (fresh) this.untriedFreshIdToken = idToken;
    return idToken;
  }

  private trade(idToken: string, again: boolean): Promise<void> {
    const last = this.last;
    if (last?.idToken === idToken && !(again && last.finished)) return last.done;
    const signOutsBefore = this.signOuts;
    const number = ++this.tradesStarted;
    const trade: Trade = {
      idToken,
      finished: false,
      done: createTokenPatiently(idToken).then(({ token, expiresIn }) => {
        if (this.signOuts !== signOutsBefore) return;
        // A trade that started earlier, e.g. with an ID token from before the address was verified, answers late:
        // its token must not replace the newer one, which may carry rights the older lacks.
        if (number < this.keptTrade) return;
        this.keptTrade = number;
        storeAccessToken(token);
        this.lastExchangeAt = Date.now();
        if (this.untriedFreshIdToken === idToken) this.untriedFreshIdToken = undefined;
        this.onToken(expiresIn >= 60 ? expiresIn : DEFAULT_TOKEN_SECONDS);
      }),
    };
    this.last = trade;
    trade.done.then(
      () => {
        trade.finished = true;
      },
      () => {
        trade.finished = true;
        if (this.last === trade) this.last = undefined;
      },
    );
    return trade.done;
  }
}
