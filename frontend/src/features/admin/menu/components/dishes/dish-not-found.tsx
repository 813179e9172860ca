import { Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/link';

/** Update Menu for an id that is not on the menu (any more). */
export function DishNotFound() {
  return (
    <Stack gap="sm" align="flex-start" maw={560}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        <Trans>This dish is not on the menu</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>It may have been deleted, or the address is mistyped.</Trans>
      </Text>
      <ButtonLink to="/dashboard/manage-items">
        <Trans>Back to Manage Items</Trans>
      </ButtonLink>
    </Stack>
  );
}
