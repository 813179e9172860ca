import type { Auth } from 'firebase/auth';
import { getClientConfig } from '@/api/generated/health/health';
import type { firebaseAuthSdk } from './firebase-auth-sdk';

export type FirebaseAuthSdk = typeof firebaseAuthSdk;

export interface FirebaseAuthKit {
  auth: Auth;
  sdk: FirebaseAuthSdk;
  /** True when the shop runs on the Firebase Auth emulator, where Google's popup cannot load. */
  usesEmulator: boolean;
}

const kits = new Map<string, Promise<FirebaseAuthKit>>();

async function initialise(appName: string): Promise<FirebaseAuthKit> {
  const [{ firebase }, { firebaseAuthSdk: sdk }] = await Promise.all([
    getClientConfig(),
    import('./firebase-auth-sdk'),
  ]);
  const { authEmulatorUrl, ...options } = firebase;
  const auth = sdk.getAuth(sdk.initializeApp(options, appName));
  if (authEmulatorUrl) sdk.connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  return { auth, sdk, usesEmulator: Boolean(authEmulatorUrl) };
}

/**
 * Fetches the shop's Firebase configuration and loads the SDK, once per app name.
 * A failure is not remembered, so that the next sign-in attempt asks again.
 */
export function loadFirebaseAuth(appName = '[DEFAULT]'): Promise<FirebaseAuthKit> {
  let kit = kits.get(appName);
  if (!kit) {
    kit = initialise(appName);
    kits.set(appName, kit);
    kit.catch(() => kits.delete(appName));
  }
  return kit;
}
