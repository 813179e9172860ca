import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash, IconUserDown, IconUserUp } from '@tabler/icons-react';
import type { User } from '@/api/generated/model';
import { UserText } from '@/components/user-text';

export interface UserActions {
  /** The user a change is under way for. */
  busyUserId?: string;
  onPromote: (user: User) => void;
  onDemote: (user: User) => void;
  onRemove: (user: User) => void;
}

interface UsersTableProps extends UserActions {
  users: User[];
  /** The administrator looking at the list: they cannot demote or remove themself. */
  currentEmail?: string | null;
  /** Table or cards; by default cards on a phone. */
  layout?: 'table' | 'cards';
}

export const LAST_ADMIN_REASON = msg`The last administrator cannot be demoted or removed: make someone else an admin first.`;
const SELF_REASON = msg`You cannot demote or remove yourself; another administrator can.`;
export const UNVERIFIED_REASON = msg`Only an account that has proven its address can be made an administrator.`;

/** Why this user's role cannot be taken away or their account removed; undefined if it can. */
function whyProtected(user: User, users: User[], currentEmail?: string | null) {
  if (user.email === currentEmail) return SELF_REASON;
  const admins = users.filter((other) => other.role === 'admin').length;
  if (user.role === 'admin' && admins <= 1) return LAST_ADMIN_REASON;
  return undefined;
}

interface UserEntryProps extends Omit<UserActions, 'busyUserId'> {
  user: User;
  /** Why the role and account are safe, if they are. */
  reason?: MessageDescriptor;
  busy: boolean;
  isCurrent: boolean;
}

const reasonIdOf = (user: User) => `why-${user._id}`;
const unverifiedIdOf = (user: User) => `unverified-${user._id}`;

function UserName({ user, isCurrent }: Pick<UserEntryProps, 'user' | 'isCurrent'>) {
  return (
    <Group gap="xs" wrap="wrap" maw={280}>
      <UserText fw={600} size="sm">
        {user.name}
      </UserText>
      {isCurrent && (
        <Badge size="sm" color="gray.8" variant="outline" tt="none">
          <Trans>you</Trans>
        </Badge>
      )}
    </Group>
  );
}

function UserEmail({ user }: Pick<UserEntryProps, 'user'>) {
  return (
    <Box maw={360}>
      <UserText size="sm">{user.email}</UserText>
      {!user.emailVerified && (
        <Badge size="sm" variant="light" color="yellow" c="dark.8" tt="none" mt={4}>
          <Trans>unverified</Trans>
        </Badge>
      )}
    </Box>
  );
}

function RoleControl({ user, reason, busy, onPromote, onDemote }: UserEntryProps) {
  const { t, i18n } = useLingui();
  const name = user.name;
  return user.role === 'admin' ? (
    <Group gap="xs" wrap="nowrap">
      <Badge color="leaf.9" tt="none" style={{ flexShrink: 0 }}>
        <Trans>Admin</Trans>
      </Badge>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconUserDown size={16} aria-hidden />}
        style={{ flexShrink: 0 }}
        disabled={!!reason || busy}
        aria-describedby={reason ? reasonIdOf(user) : undefined}
        aria-label={t`Demote ${name}`}
        onClick={() => onDemote(user)}
      >
        <Trans>Demote</Trans>
      </Button>
    </Group>
  ) : (
    <Stack gap={4} align="flex-start">
      <Button
        size="compact-sm"
        variant="outline"
        color="leaf.9"
        leftSection={<IconUserUp size={16} aria-hidden />}
        disabled={busy || !user.emailVerified}
        aria-describedby={user.emailVerified ? undefined : unverifiedIdOf(user)}
        aria-label={t`Make admin: ${name}`}
        onClick={() => onPromote(user)}
      >
        <Trans>Make admin</Trans>
      </Button>
      {!user.emailVerified && (
        <Text id={unverifiedIdOf(user)} size="xs" c="dimmed" maw={220}>
          {i18n._(UNVERIFIED_REASON)}
        </Text>
      )}
    </Stack>
  );
}

function RemoveControl({ user, reason, busy, onRemove }: UserEntryProps) {
  const { t, i18n } = useLingui();
  const name = user.name;
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        color="red.9"
        variant="filled"
        size="lg"
        disabled={!!reason || busy}
        aria-describedby={reason ? reasonIdOf(user) : undefined}
        aria-label={t`Remove ${name}`}
        onClick={() => onRemove(user)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
      {reason && (
        <Text id={reasonIdOf(user)} size="xs" c="dimmed" maw={220}>
          {i18n._(reason)}
        </Text>
      )}
    </Group>
  );
}

/** All Users: every user with their role, and what an administrator may do to each. */
export function UsersTable({
  users,
  currentEmail,
  busyUserId,
  layout,
  ...actions
}: UsersTableProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const entries = users.map((user) => ({
    user,
    reason: whyProtected(user, users, currentEmail),
    busy: busyUserId === user._id,
    isCurrent: user.email === currentEmail,
    ...actions,
  }));

  if ((layout ?? (phone ? 'cards' : 'table')) === 'cards') {
    return (
      <Stack gap="sm" aria-label={t`All users`} role="list">
        {entries.map((entry) => (
          <Card key={entry.user._id} padding="md" role="listitem" aria-label={entry.user.name}>
            <Stack gap="xs">
              <UserName {...entry} />
              <UserEmail {...entry} />
              <Group justify="space-between" align="flex-start" gap="xs">
                <RoleControl {...entry} />
                <RemoveControl {...entry} />
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t`All users`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Email</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Role</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Action</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            <Table.Tr key={entry.user._id} aria-label={entry.user.name}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <UserName {...entry} />
              </Table.Td>
              <Table.Td>
                <UserEmail {...entry} />
              </Table.Td>
              <Table.Td>
                <RoleControl {...entry} />
              </Table.Td>
              <Table.Td>
                <RemoveControl {...entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
