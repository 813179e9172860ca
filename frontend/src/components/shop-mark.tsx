import { Group, Text } from '@mantine/core';
import { SHOP_NAME } from '@/lib/shop';

function PlateMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="var(--mantine-color-leaf-6)" />
      <path d="M20 40c0-8 5.5-14 12-14s12 6 12 14z" fill="#fff" />
      <rect x="16" y="40" width="32" height="4" rx="2" fill="#fff" />
      <circle cx="32" cy="23" r="2.5" fill="#fff" />
    </svg>
  );
}

export function ShopMark() {
  return (
    <Group gap={8} wrap="nowrap">
      <PlateMark />
      <Text component="span" fw={700} fz={22} lh={1} c="var(--mantine-color-black)">
        {SHOP_NAME}
      </Text>
    </Group>
  );
}
