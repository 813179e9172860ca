import { createFirebaseAuthSession } from '../lib/auth-firebase-session';
import { createQueryClient } from '../lib/query-client';
import { createShop } from './shop';

const queryClient = createQueryClient();
const auth = createFirebaseAuthSession({ queryClient });

export const { Shop: App } = createShop({ queryClient, auth });
