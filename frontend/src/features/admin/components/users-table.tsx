import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconTrash, IconUserDown, IconUserUp } from '@tabler/icons-react';
import type { User } from '../../../api/generated/model';

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
}

export const LAST_ADMIN_REASON =
  'The last administrator cannot be demoted or removed: make someone else an admin first.';
export const SELF_REASON = 'You cannot demote or remove yourself; another administrator can.';

/** Why this user's role cannot be taken away or their account removed; undefined if it can. */
export function whyProtected(user: User, users: User[], currentEmail?: string | null) {
  if (user.email === currentEmail) return SELF_REASON;
  const admins = users.filter((other) => other.role === 'admin').length;
  if (user.role === 'admin' && admins <= 1) return LAST_ADMIN_REASON;
  return undefined;
}

/** All Users: every user with their role, and what an administrator may do to each. */
export function UsersTable({ users, currentEmail, busyUserId, ...actions }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="All users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user, index) => {
            const reason = whyProtected(user, users, currentEmail);
            const reasonId = `why-${user._id}`;
            const busy = busyUserId === user._id;
            return (
              <Table.Tr key={user._id} aria-label={user.name}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {user.name}
                    </Text>
                    {user.email === currentEmail && (
                      <Badge size="sm" color="gray.8" variant="outline" tt="none">
                        you
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                <Table.Td>
                  {user.role === 'admin' ? (
                    <Group gap="xs" wrap="nowrap">
                      <Badge color="leaf.9" tt="none">
                        Admin
                      </Badge>
                      <Button
                        size="compact-sm"
                        variant="default"
                        leftSection={<IconUserDown size={16} aria-hidden />}
                        disabled={!!reason || busy}
                        aria-describedby={reason ? reasonId : undefined}
                        aria-label={`Demote ${user.name}`}
                        onClick={() => actions.onDemote(user)}
                      >
                        Demote
                      </Button>
                    </Group>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="leaf.9"
                      leftSection={<IconUserUp size={16} aria-hidden />}
                      disabled={busy}
                      aria-label={`Make admin: ${user.name}`}
                      onClick={() => actions.onPromote(user)}
                    >
                      Make admin
                    </Button>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ActionIcon
                      color="red.9"
                      variant="filled"
                      size="lg"
                      disabled={!!reason || busy}
                      aria-describedby={reason ? reasonId : undefined}
                      aria-label={`Remove ${user.name}`}
                      onClick={() => actions.onRemove(user)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                    {reason && (
                      <Text id={reasonId} size="xs" c="dimmed" maw={220}>
                        {reason}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
