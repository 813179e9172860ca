import { Badge } from '@mantine/core';
import type { BookingStatus } from '@/api/generated/model';

/** Each status in words a guest reads, on a colour dark enough for white text at WCAG AA. */
const STATUS: Record<BookingStatus, { label: string; color: string }> = {
  booked: { label: 'Waiting for your confirmation', color: 'grape.9' },
  confirmed: { label: 'Confirmed', color: 'leaf.9' },
  seated: { label: 'Seated', color: 'blue.9' },
  completed: { label: 'Completed', color: 'gray.7' },
  'no-show': { label: 'Missed', color: '#9c3a0a' },
  cancelled: { label: 'Cancelled', color: 'red.9' },
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { label, color } = STATUS[status];
  return (
    <Badge color={color} tt="none" size="lg" style={{ whiteSpace: 'normal', height: 'auto' }}>
      {label}
    </Badge>
  );
}
