import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { StaffInvitation, StaffInvitationRequest, StaffRole } from '@/api/generated/model';
import { inviteStaffBody } from '@/api/generated/zod/staff-invitations-staff/staff-invitations-staff.zod';
import { UserText } from '@/components/user-text';
import { ROLE_NAMES } from '@/features/admin/shared/lib/dashboard-screens';

const STAFF_ROLES: StaffRole[] = ['kitchen', 'host', 'manager', 'owner'];

interface StaffInvitationsProps {
  invitations: StaffInvitation[];
  onInvite: (request: StaffInvitationRequest) => Promise<unknown>;
  onWithdraw: (invitation: StaffInvitation) => void;
  /** The invitation a withdrawal is under way for. */
  busyInvitationId?: string;
}

/**
 * Inviting a member of staff: an address and a role; the shop e-mails the link that joins them once they have
 * proven the address. The invitations that wait are listed below, each can be withdrawn.
 */
export function StaffInvitations({
  invitations,
  onInvite,
  onWithdraw,
  busyInvitationId,
}: StaffInvitationsProps) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('kitchen');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!inviteStaffBody.shape.email.safeParse(address).success) {
      setProblem(t`Enter the e-mail address to send the invitation to.`);
      return;
    }
    setProblem(undefined);
    setSending(true);
    try {
      await onInvite({ email: address, role });
      setEmail('');
    } catch {
      // The refusal is said by the toast of the mutation; the address stays to be corrected.
    } finally {
      setSending(false);
    }
  };

  return (
    <Card padding="md" withBorder>
      <Stack gap="md">
        <Title order={2} fz="h3">
          <Trans>Invite to the staff</Trans>
        </Title>
        <Group
          align="flex-start"
          gap="sm"
          renderRoot={(props) => (
            <form
              {...props}
              aria-label={t`Invite to the staff`}
              onSubmit={(event) => void submit(event)}
              noValidate
            />
          )}
        >
          <TextInput
            label={t`E-mail address`}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={problem}
            maxLength={254}
            miw={0}
            style={{ flex: '1 1 240px' }}
          />
          <NativeSelect
            label={t`Role`}
            value={role}
            data={STAFF_ROLES.map((value) => ({ value, label: i18n._(ROLE_NAMES[value]) }))}
            onChange={(event) => setRole(event.currentTarget.value as StaffRole)}
            w={160}
          />
          <Button type="submit" loading={sending} mt={{ base: 0, sm: 25 }}>
            <Trans>Send the invitation</Trans>
          </Button>
        </Group>
        {invitations.length > 0 ? (
          <Stack gap="xs" role="list" aria-label={t`Invitations that wait`}>
            {invitations.map((invitation) => {
              const roleName = i18n._(ROLE_NAMES[invitation.role]);
              const until = day.format(new Date(invitation.expiresAt));
              const address = invitation.email;
              return (
                <Group
                  key={invitation._id}
                  role="listitem"
                  aria-label={invitation.email}
                  justify="space-between"
                  gap="xs"
                  wrap="wrap"
                >
                  <Stack gap={0} miw={0} style={{ flex: '1 1 240px' }}>
                    <UserText size="sm" fw={600}>
                      {invitation.email}
                    </UserText>
                    <Text size="sm" c="dimmed">
                      {t`${roleName}, the link works until ${until}`}
                    </Text>
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={busyInvitationId === invitation._id}
                    aria-label={t`Withdraw the invitation to ${address}`}
                    onClick={() => onWithdraw(invitation)}
                  >
                    <Trans>Withdraw</Trans>
                  </Button>
                </Group>
              );
            })}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No invitation waits for an answer.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
