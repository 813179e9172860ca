/** The signed-in customer as the authentication provider describes them. */
export interface SignedInUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

export interface AuthState {
  /** True until the provider has said whether anyone is signed in. */
  loading: boolean;
  user: SignedInUser | null;
}

const SIGNED_OUT: AuthState = { loading: false, user: null };

/**
 * Who is signed in. Sign-in arrives with the identity issue; until then every visitor is signed out,
 * and that is known at once.
 */
export const useAuth = (): AuthState => SIGNED_OUT;
