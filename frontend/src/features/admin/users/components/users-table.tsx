import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Box,
  Card,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { Role, User } from '@/api/generated/model';
import { UserText } from '@/components/user-text';
import { ROLE_NAMES } from '@/features/admin/shared/lib/dashboard-screens';

export interface UserActions {
  /** The user a change is under way for. */
  busyUserId?: string;
  /** Gives the user a role: a customer's takes them off the staff. */
  onSetRole: (user: User, role: Role) => void;
  onRemove: (user: User) => void;
}

/** The roles in the order of what they may do, a customer's first. */
const ROLES: Role[] = ['customer', 'host', 'kitchen', 'manager', 'owner'];

interface UsersTableProps extends UserActions {
  users: User[];
  /** Whether the person looking may change roles (an owner's `staff.manage`); others see each role. */
  mayChangeRoles: boolean;
  /** The member of staff looking at the list: they cannot change their own role or remove themself. */
  currentEmail?: string | null;
  /** Table or cards; by default cards on a phone. */
  layout?: 'table' | 'cards';
}

export const LAST_OWNER_REASON = msg`The last owner keeps their role and account: make someone else an owner first.`;
const SELF_REASON = msg`You cannot change your own role or remove yourself; another owner can.`;
export const UNVERIFIED_REASON = msg`Only an account that has proven its address can join the staff.`;

/** Why this user's role cannot be changed or their account removed; undefined if it can. */
function whyProtected(user: User, users: User[], currentEmail?: string | null) {
  if (user.email === currentEmail) return SELF_REASON;
  const owners = users.filter((other) => other.role === 'owner').length;
  if (user.role === 'owner' && owners <= 1) return LAST_OWNER_REASON;
  return undefined;
}

interface UserEntryProps extends Omit<UserActions, 'busyUserId'> {
  user: User;
  /** Why the role and account are safe, if they are. */
  reason?: MessageDescriptor;
  mayChangeRoles: boolean;
  busy: boolean;
  isCurrent: boolean;
}

const reasonIdOf = (user: User) => `why-${user._id}`;

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

function RoleControl({ user, reason, busy, mayChangeRoles, onSetRole }: UserEntryProps) {
  const { t, i18n } = useLingui();
  const name = user.name;
  const roleName = i18n._(ROLE_NAMES[user.role]);
  if (!mayChangeRoles) {
    return (
      <Badge
        color={user.role === 'customer' ? 'gray.8' : 'leaf.9'}
        variant={user.role === 'customer' ? 'outline' : 'filled'}
        tt="none"
      >
        {roleName}
      </Badge>
    );
  }
  // An unverified address may join the staff once it is proven; a member of staff can always leave it. The select
  // says why below it (Mantine ties its description to it); a protected role's reason is beside the Remove button.
  const unverified = !user.emailVerified && user.role === 'customer';
  return (
    <NativeSelect
      size="sm"
      w={150}
      aria-label={t`Role of ${name}`}
      value={user.role}
      data={ROLES.map((role) => ({ value: role, label: i18n._(ROLE_NAMES[role]) }))}
      disabled={!!reason || busy || unverified}
      description={unverified ? i18n._(UNVERIFIED_REASON) : undefined}
      inputWrapperOrder={['label', 'input', 'description']}
      onChange={(event) => onSetRole(user, event.currentTarget.value as Role)}
    />
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

/** All Users: every user with their role, and what the person looking may do to each. */
export function UsersTable({
  users,
  currentEmail,
  busyUserId,
  layout,
  mayChangeRoles,
  ...actions
}: UsersTableProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const entries = users.map((user) => ({
    user,
    reason: whyProtected(user, users, currentEmail),
    busy: busyUserId === user._id,
    isCurrent: user.email === currentEmail,
    mayChangeRoles,
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
