import { Suspense } from 'react';
import { withWordsOf } from '@/lib/i18n/catalogues';
import { useAuth } from '@/lib/auth/auth-context';
import { lazyWithTheme } from '@/lib/mantine/theme-on-demand';

// Only a customer with an unproven address needs the banner: nobody else loads it.
const EmailConfirmationBanner = lazyWithTheme(
  withWordsOf('account', () =>
    import('./email-confirmation-banner').then((module) => ({
      default: module.EmailConfirmationBanner,
    })),
  ),
);

/** The banner under the header for a signed-in customer whose address is not verified yet; nothing otherwise. */
export function EmailConfirmationNotice() {
  const { user } = useAuth();
  if (!user?.email || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <EmailConfirmationBanner email={user.email} />
    </Suspense>
  );
}
