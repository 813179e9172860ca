import type { User } from 'firebase/auth';
import type { UserRegistration } from '@/api/generated/model';
import {
  registerUserBodyNameMax,
  registerUserBodyPhotoURLMax,
} from '@/api/generated/zod/users-mutations/users-mutations.zod';
import type { AuthUser, SignInMethod, TestGoogleAccount } from './auth-session';
import type { FirebaseAuthSdk } from './firebase';

const SIGN_IN_METHODS: Record<string, SignInMethod> = {
  password: 'password',
  'google.com': 'google',
};

export const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email,
  emailVerified: user.emailVerified,
  signInMethods: user.providerData.flatMap(({ providerId }) =>
    SIGN_IN_METHODS[providerId] ? [SIGN_IN_METHODS[providerId]] : [],
  ),
  displayName: user.displayName,
  photoURL: user.photoURL,
});

/** Whether two reports show the same person in the same state, so that nothing needs to render again. */
export const sameAuthUser = (a: AuthUser | null, b: AuthUser) =>
  a !== null &&
  a.uid === b.uid &&
  a.email === b.email &&
  a.emailVerified === b.emailVerified &&
  a.displayName === b.displayName &&
  a.photoURL === b.photoURL &&
  a.signInMethods.join() === b.signInMethods.join();

/** What POST /users records: the provider's name and photo, within the contract's limits. */
export const registrationOf = (
  name: string | null,
  photoURL: string | null | undefined,
): UserRegistration => {
  const trimmed = name?.trim().slice(0, registerUserBodyNameMax);
  return {
    ...(trimmed ? { name: trimmed } : {}),
    ...(photoURL && photoURL.length <= registerUserBodyPhotoURLMax ? { photoURL } : {}),
  };
};

/** A stable fake Google account id per e-mail, so that the same test address is the same person. */
const testGoogleSubject = (email: string) =>
  `test-${email.toLowerCase().replace(/[^a-z0-9]/g, '-')}`;

/** The emulator's local test sign-in: a fake Google token for the account, which only the emulator accepts. */
export const testGoogleCredential = (sdk: FirebaseAuthSdk, account: TestGoogleAccount) =>
  sdk.GoogleAuthProvider.credential(
    JSON.stringify({
      sub: testGoogleSubject(account.email),
      email: account.email,
      email_verified: true,
      ...(account.name ? { name: account.name } : {}),
    }),
  );
