import { createFirebaseAuthSession } from '../lib/auth-firebase-session';
import { createQueryClient } from '../lib/query-client';
import { createShop } from './shop';

export const queryClient = createQueryClient();
const auth = createFirebaseAuthSession({ queryClient });

export const { Shop: App, router } = createShop({ queryClient, auth });
