import { Trans, useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { withWordsOf } from '@/lib/i18n/catalogues';
import { PlainButton } from '@/components/plain/plain-button';
import { useAuth } from '@/lib/auth/auth-context';
import { lazyWithTheme } from '@/lib/mantine/theme-on-demand';

// The forms and the drawer load when first needed, so that the storefront's first paint stays light.
// Their words are the customer's screens' catalogue, which comes with them.
const LoginModal = lazyWithTheme(
  withWordsOf('account', () =>
    import('./login-modal').then((module) => ({ default: module.LoginModal })),
  ),
);
const UserMenu = lazyWithTheme(
  withWordsOf('account', () =>
    import('./user-menu').then((module) => ({ default: module.UserMenu })),
  ),
);

/** The header's account corner: a Login button opening the login modal, or the user menu. */
export function AccountControl() {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  const [loginOpened, login] = useDisclosure(false);
  // Until the provider has said who is here, the button keeps its place without offering a Login that may flash.
  if (loading) {
    return (
      <PlainButton loading aria-label={t`Checking whether you are signed in`}>
        <Trans>Login</Trans>
      </PlainButton>
    );
  }
  if (user) {
    return (
      <Suspense
        fallback={<PlainButton variant="subtle" loading aria-label={t`Loading your account`} />}
      >
        <UserMenu />
      </Suspense>
    );
  }
  return (
    <>
      <PlainButton onClick={login.open}>
        <Trans>Login</Trans>
      </PlainButton>
      {loginOpened && (
        <Suspense fallback={null}>
          <LoginModal opened={loginOpened} onClose={login.close} />
        </Suspense>
      )}
    </>
  );
}
