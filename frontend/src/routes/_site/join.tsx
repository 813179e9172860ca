import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { JoinStaffScreen } from '@/features/auth/components/join-staff-screen';
import { requireSignedIn } from '@/lib/auth/auth-guard';
import { privatePageHead } from '@/lib/page-head';

interface JoinSearch {
  /** The secret of the invitation's link. */
  invitation?: string;
}

export const Route = createFileRoute('/_site/join')({
  validateSearch: (search: Record<string, unknown>): JoinSearch =>
    typeof search.invitation === 'string' ? { invitation: search.invitation } : {},
  // Signed out, the invited person signs up or in first and comes back here with the link.
  beforeLoad: requireSignedIn,
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Join the team`)),
  component: JoinPage,
});

function JoinPage() {
  const { invitation } = Route.useSearch();
  return <JoinStaffScreen invitation={invitation} />;
}
