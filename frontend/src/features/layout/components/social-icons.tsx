import { useLingui } from '@lingui/react/macro';
import { Group, ThemeIcon } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';

// The networks' own names, which no language translates.
/* eslint-disable lingui/no-unlocalized-strings */
const NETWORKS = [
  { name: 'Facebook', Icon: IconBrandFacebook },
  { name: 'Instagram', Icon: IconBrandInstagram },
  { name: 'X', Icon: IconBrandX },
  { name: 'YouTube', Icon: IconBrandYoutube },
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** Where the restaurant is on social media. Its pages have no addresses yet, so these are not links. */
export function SocialIcons() {
  const { t } = useLingui();
  return (
    <Group gap="xs" role="list" aria-label={t`Find us on social media`}>
      {NETWORKS.map(({ name, Icon }) => (
        <ThemeIcon
          key={name}
          role="listitem"
          aria-label={name}
          size={36}
          radius="xl"
          variant="light"
          color="leaf"
          c="leaf.9"
        >
          <Icon size={18} aria-hidden="true" />
        </ThemeIcon>
      ))}
    </Group>
  );
}
