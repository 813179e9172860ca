import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ComingSoon } from '../../components/coming-soon';

/** Where to go once signed in: a path on this shop, e.g. /menu?category=pizza. */
const loginSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string().check(z.startsWith('/'), z.maxLength(2000))), undefined),
});

export const Route = createFileRoute('/_site/login')({
  validateSearch: loginSearchSchema,
  component: () => <ComingSoon title="Please Login!" description="Signing in is coming soon." />,
});
