/** The share of the shop token's life after which it is renewed, leaving time for a slow answer. */
const RENEW_AT_SHARE_OF_LIFE = 0.8;
/** How long a renewal that could not reach the shop waits before trying again. */
const RETRY_AFTER_FAILURE_MS = 20_000;

export interface TokenRenewals {
  /** A token was just received that lives `expiresInSeconds`: renew it at 80 % of that. */
  tokenReceived: (expiresInSeconds: number) => void;
  /** A renewal could not reach the shop: the current token stays, and another try follows shortly. */
  retrySoon: () => void;
  /** Signed out: nothing to renew. */
  stop: () => void;
}

/**
 * Decides when the shop's token is renewed, and calls `renew` then. A hidden tab's timers are slowed down by
 * the browser, so a tab that becomes visible again past the renewal time renews at once.
 */
export function scheduleTokenRenewals(
  renew: () => void,
  page: Document | undefined = globalThis.document,
): TokenRenewals {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt: number | undefined;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    dueAt = undefined;
  };
  const renewNow = () => {
    stop();
    renew();
  };
  const renewIn = (delayMs: number) => {
    stop();
    dueAt = Date.now() + delayMs;
    timer = setTimeout(renewNow, delayMs);
  };

  page?.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'visible' && dueAt !== undefined && Date.now() >= dueAt)
      renewNow();
  });

  return {
    tokenReceived: (expiresInSeconds) => renewIn(expiresInSeconds * 1000 * RENEW_AT_SHARE_OF_LIFE),
    retrySoon: () => renewIn(RETRY_AFTER_FAILURE_MS),
    stop,
  };
}
