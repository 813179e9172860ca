import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

// Mantine titles a light alert in its own colour, too pale on its tint for WCAG AA: the page's text colour reads.
const READABLE = { title: { color: 'var(--mantine-color-text)' } };

/** The booking pages' notices: a tinted box in the colour of what it says (red for a problem), readable at AA. */
export function BookingNotice(props: AlertProps & { role?: string; children: ReactNode }) {
  return <Alert styles={READABLE} {...props} />;
}
