import { signedInBefore } from './revocation';

const utc = (seconds: number) => new Date(seconds * 1000).toUTCString();
const CREATED = 1_764_680_000;
const account = (validSince: number | undefined) => ({
  tokensValidAfterTime: validSince === undefined ? undefined : utc(validSince),
  metadata: { creationTime: utc(CREATED) },
});

describe('signedInBefore', () => {
  it('refuses a sign-in before the tokens were revoked, and takes one at or after, as firebase-admin does', () => {
    for (const emulated of [false, true]) {
      expect(signedInBefore(CREATED + 5, account(CREATED + 9), emulated)).toBe(true);
      expect(signedInBefore(CREATED + 9, account(CREATED + 9), emulated)).toBe(false);
      expect(signedInBefore(CREATED + 10, account(CREATED + 9), emulated)).toBe(false);
      expect(signedInBefore(CREATED, account(undefined), emulated)).toBe(false);
    }
  });

  it("takes the emulator's sign-up whose validity was stamped a second after its sign-in", () => {
    expect(signedInBefore(CREATED, account(CREATED + 1), true)).toBe(false);
    // Real Firebase is held to its own rule.
    expect(signedInBefore(CREATED, account(CREATED + 1), false)).toBe(true);
  });

  it('still refuses the sign-up’s own sign-in revoked two seconds on, and a later sign-in revoked a second on', () => {
    expect(signedInBefore(CREATED, account(CREATED + 2), true)).toBe(true);
    expect(signedInBefore(CREATED + 3, account(CREATED + 4), true)).toBe(true);
  });
});
