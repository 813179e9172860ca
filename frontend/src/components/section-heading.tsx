import { type TitleOrder } from '@mantine/core';
import { PlainStack } from '@/components/plain/plain-layout';
import { PlainText, PlainTitle } from '@/components/plain/plain-text';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** A short word or two above the title, in the shop's red. */
  eyebrow: string;
  title: ReactNode;
  order?: TitleOrder;
  align?: 'left' | 'center';
  children?: ReactNode;
}

/** The heading every section of the storefront opens with. */
export function SectionHeading({
  eyebrow,
  title,
  order = 2,
  align = 'center',
  children,
}: SectionHeadingProps) {
  return (
    <PlainStack gap={8} align={align === 'center' ? 'center' : 'flex-start'} ta={align} mb={40}>
      <PlainText c="tomato.8" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
        {eyebrow}
      </PlainText>
      <PlainTitle order={order} maw={560}>
        {title}
      </PlainTitle>
      {children}
    </PlainStack>
  );
}
