import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAcceptStaffInvitation } from '@/api/generated/staff-invitations/staff-invitations';
import { ButtonLink } from '@/components/link';
import { UserText } from '@/components/user-text';
import { adminStatusQueryOptions } from '@/lib/auth/admin-status';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthCard } from './auth-card';

/** A link's secret as the shop writes it: 32 bytes in base64url. */
const INVITATION = /^[A-Za-z0-9_-]{43}$/;

/**
 * The page an invitation to the staff links to (`/join?invitation=…`), for someone signed in: one press joins the
 * team in the invitation's role, then the dashboard opens. The shop says why when it cannot: another address, one
 * not yet confirmed, a link used, withdrawn or out of date.
 */
export function JoinStaffScreen({ invitation }: { invitation?: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const accept = useAcceptStaffInvitation({
    mutation: {
      // The dashboard's guard and the header read the role from this answer: read it again.
      onSuccess: () =>
        queryClient.invalidateQueries({
          queryKey: adminStatusQueryOptions(user?.email ?? '').queryKey,
        }),
    },
  });
  const email = user?.email ?? '';

  if (!invitation || !INVITATION.test(invitation)) {
    return (
      <AuthCard title={t`Join the team`}>
        <Alert color="red" role="alert" title={t`This link is not complete`}>
          <Trans>
            Open it again from the invitation e-mail, or ask the owner to send a new one.
          </Trans>
        </Alert>
      </AuthCard>
    );
  }

  if (accept.isSuccess) {
    return (
      <AuthCard title={t`Welcome to the team`}>
        <Stack gap="md">
          <Text role="status">
            <Trans>You are on the staff now. The dashboard shows the screens of your role.</Trans>
          </Text>
          <ButtonLink to="/dashboard">
            <Trans>Open the dashboard</Trans>
          </ButtonLink>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t`Join the team`}>
      <Stack gap="md">
        <Text>
          <Trans>
            You were invited to the restaurant’s staff. Joining gives the account you are signed in
            with the role of the invitation:
          </Trans>
        </Text>
        <UserText fw={600}>{email}</UserText>
        {accept.isError && (
          <Alert color="red" role="alert" title={t`You have not joined`}>
            {accept.error.message}
          </Alert>
        )}
        <Button loading={accept.isPending} onClick={() => accept.mutate({ data: { invitation } })}>
          <Trans>Join the team</Trans>
        </Button>
      </Stack>
    </AuthCard>
  );
}
