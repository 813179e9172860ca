import { IconToolsKitchen2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PlainStack } from '@/components/plain/plain-layout';
import { PlainTitle } from '@/components/plain/plain-text';
import { PlainThemeIcon } from '@/components/plain/plain-theme-icon';
import { UserText } from '@/components/user-text';

/** What the menu says instead of its dishes: none to show, or none could be had. */
export function MenuNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PlainStack align="center" gap="sm" py={64} px="md" ta="center">
      <PlainThemeIcon aria-hidden="true">
        <IconToolsKitchen2 size={32} />
      </PlainThemeIcon>
      <PlainTitle order={2} fz="h3">
        <UserText component="span" inherit>
          {title}
        </UserText>
      </PlainTitle>
      {children}
    </PlainStack>
  );
}
