// The only module that imports the Firebase SDK: the app loads it with import() so that it stays out of the entry chunk.
export { initializeApp } from 'firebase/app';
export {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
