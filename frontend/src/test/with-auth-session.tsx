import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { AuthProvider } from '@/lib/auth/auth-context';
import { createInMemoryAuthSession } from './auth-in-memory-session';
import type { AuthUser } from '@/lib/auth/auth-session';

export const sampleUser: AuthUser = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  emailVerified: true,
  signInMethods: ['password'],
  displayName: 'Ada Lovelace',
  photoURL: null,
};

/** Ada's account in the in-memory session: ada@example.com / correct-horse. */
export const sampleAccounts = { 'ada@example.com': 'correct-horse' };

/** Wraps a story in a sign-in session without Firebase or network, as `createInMemoryAuthSession` makes it. */
export const withAuthSession =
  (options: Parameters<typeof createInMemoryAuthSession>[0] = {}): Decorator =>
  (Story) => {
    const [session] = useState(() => createInMemoryAuthSession(options));
    return (
      <AuthProvider session={session}>
        <Story />
      </AuthProvider>
    );
  };
