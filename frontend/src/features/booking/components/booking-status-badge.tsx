import { DARK_ORANGE } from '@/components/order-status-badge';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { BookingStatus } from '@/api/generated/model';

/** Each status in words a guest reads, on a colour dark enough for white text at WCAG AA. */
const STATUS: Record<BookingStatus, { label: MessageDescriptor; color: string }> = {
  booked: { label: msg`Waiting for your confirmation`, color: 'grape.9' },
  confirmed: { label: msg`Confirmed`, color: 'leaf.9' },
  seated: { label: msg`Seated`, color: 'blue.9' },
  completed: { label: msg`Completed`, color: 'gray.7' },
  'no-show': { label: msg`Missed`, color: DARK_ORANGE },
  cancelled: { label: msg`Cancelled`, color: 'red.9' },
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui();
  const { label, color } = STATUS[status];
  return (
    <Badge color={color} tt="none" size="lg" style={{ whiteSpace: 'normal', height: 'auto' }}>
      {i18n._(label)}
    </Badge>
  );
}
