import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleTokenRenewals } from './auth-token-renewal';

let visibility: DocumentVisibilityState;

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
});

const renewalsWith = () => {
  const renew = vi.fn();
  const renewals = scheduleTokenRenewals(renew, document);
  return { renew, renewals };
};

/** The browser shows the tab again after it was hidden. */
const showTab = () => {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
};

describe("renewing the shop's token", () => {
  it('happens at 80 % of its life: 8 minutes into a 10-minute token', () => {
    const { renew, renewals } = renewalsWith();
    renewals.tokenReceived(600);

    vi.advanceTimersByTime(480_000 - 1);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledOnce();
  });

  it('follows the life the shop gives each new token', () => {
    const { renew, renewals } = renewalsWith();
    renewals.tokenReceived(600);
    vi.advanceTimersByTime(60_000);
    renewals.tokenReceived(100);

    vi.advanceTimersByTime(80_000);
    expect(renew).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(480_000);
    expect(renew).toHaveBeenCalledOnce();
  });

  it('tries again 20 seconds after the shop could not be reached', () => {
    const { renew, renewals } = renewalsWith();
    renewals.retrySoon();

    vi.advanceTimersByTime(19_999);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledOnce();
  });

  it('happens at once when a hidden tab comes back after the renewal time, its timer held back', () => {
    const { renew, renewals } = renewalsWith();
    renewals.tokenReceived(600);
    visibility = 'hidden';
    // A hidden tab's timers may not run on time: only the clock moves.
    vi.setSystemTime(Date.now() + 9 * 60_000);
    expect(renew).not.toHaveBeenCalled();

    showTab();

    expect(renew).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(600_000);
    expect(renew).toHaveBeenCalledOnce();
  });

  it('waits for its time when the tab comes back before it', () => {
    const { renew, renewals } = renewalsWith();
    renewals.tokenReceived(600);
    vi.setSystemTime(Date.now() + 5 * 60_000);

    showTab();

    expect(renew).not.toHaveBeenCalled();
  });

  it('stops once signed out, even when the tab comes back late', () => {
    const { renew, renewals } = renewalsWith();
    renewals.tokenReceived(600);
    renewals.stop();
    vi.setSystemTime(Date.now() + 60 * 60_000);

    showTab();
    vi.advanceTimersByTime(600_000);

    expect(renew).not.toHaveBeenCalled();
  });
});
