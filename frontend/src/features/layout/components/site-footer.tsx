import { Container, Stack, Text } from '@mantine/core';
import { SHOP_NAME, SHOP_TAGLINE } from '../../../lib/shop';
import { ShopMark } from '../../../components/shop-mark';

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <Container component="footer" size="lg" py="xl" w="100%">
      <Stack gap="xs" pt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <ShopMark />
        <Text c="dimmed" size="sm" maw={360}>
          {SHOP_TAGLINE}
        </Text>
        <Text size="sm" c="dimmed">
          Copyright © {year} {SHOP_NAME}. All rights reserved.
        </Text>
      </Stack>
    </Container>
  );
}
