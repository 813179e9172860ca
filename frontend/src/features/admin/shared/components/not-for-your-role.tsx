import { useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Role } from '@/api/generated/model';
import { type DashboardScreen, ROLE_NAMES } from '@/features/admin/shared/lib/dashboard-screens';
import { AdminPage } from './admin-page';

/** What a member of staff reads on a screen their role does not open: why, and the screens it does. */
export function NotForYourRole({
  role,
  screens,
}: {
  role: Role;
  screens: readonly DashboardScreen[];
}) {
  const { t, i18n } = useLingui();
  const roleName = i18n._(ROLE_NAMES[role]);
  return (
    <AdminPage title={t`Not part of your role`}>
      <Stack gap="sm" maw={560}>
        <Text>{t`Your role in the shop is ${roleName}: this screen is for other members of the team. An owner can change your role in All Users.`}</Text>
        {screens.length > 0 && (
          <>
            <Text fw={600}>{t`Your screens`}</Text>
            <List spacing="xs">
              {screens.map((screen) => (
                <List.Item key={screen.to}>
                  <Anchor component={Link} to={screen.to} c="leaf.9" underline="always">
                    {i18n._(screen.label)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </AdminPage>
  );
}
