import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DishAvailability } from '@/lib/menu/dish-availability';
import { PlainBadge } from './plain/plain-badge';
import { UserText } from './user-text';

type Unavailable = Extract<DishAvailability, { orderable: false }>;

const LABELS = {
  'Sold out': msg`Sold out`,
  Unavailable: msg`Unavailable`,
} satisfies Record<Unavailable['label'], unknown>;

/** "Sold out" on a dish's picture, where a customer looks first. */
export function UnavailableBadge({ availability }: { availability: Unavailable }) {
  const { i18n } = useLingui();
  return (
    <PlainBadge color="gray.9" radius="sm" size="lg" keepCase>
      {i18n._(LABELS[availability.label])}
    </PlainBadge>
  );
}

/** Why the dish cannot be ordered, beside its disabled button, which points here with aria-describedby. */
export function UnavailableReason({ availability, id }: { availability: Unavailable; id: string }) {
  return (
    <UserText id={id} size="sm" fw={500} c="red.9" w="100%">
      {availability.reason}
    </UserText>
  );
}
