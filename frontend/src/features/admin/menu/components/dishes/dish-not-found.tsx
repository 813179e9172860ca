import { Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '@/components/link';

/** Update Menu for an id that is not on the menu (any more). */
export function DishNotFound() {
  return (
    <Stack gap="sm" align="flex-start" maw={560}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        This dish is not on the menu
      </Title>
      <Text c="dimmed">It may have been deleted, or the address is mistyped.</Text>
      <ButtonLink to="/dashboard/manage-items">Back to Manage Items</ButtonLink>
    </Stack>
  );
}
