import { RouterProvider } from '@tanstack/react-router';
import { createFirebaseAuthSession } from '../lib/auth-firebase-session';
import { connectAuthToRouter } from '../lib/auth-router';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const auth = createFirebaseAuthSession({ queryClient });
const router = createAppRouter({ queryClient, auth });
connectAuthToRouter(auth, router);

export function App() {
  return (
    <AppProviders queryClient={queryClient} auth={auth}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
