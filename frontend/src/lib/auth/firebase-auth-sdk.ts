// The only module that imports the Firebase SDK: the app loads it with import() so that it stays out of the entry chunk.
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  getAuth,
  GoogleAuthProvider,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reload,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';

/** What the shop uses of the SDK, handed around as one kit once loaded. */
export const firebaseAuthSdk = {
  initializeApp,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  getAuth,
  GoogleAuthProvider,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reload,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  verifyBeforeUpdateEmail,
};
