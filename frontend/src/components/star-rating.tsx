import { Group } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';

interface StarRatingProps {
  /** Out of 5, in halves. */
  value: number;
  size?: number;
}

/** A rating shown, not given: five stars, read by a screen reader as one sentence. */
export function StarRating({ value, size = 16 }: StarRatingProps) {
  return (
    <Group gap={2} role="img" aria-label={`Rated ${value} out of 5`} c="yellow.6" wrap="nowrap">
      {[1, 2, 3, 4, 5].map((star) => {
        const Icon =
          value >= star ? IconStarFilled : value >= star - 0.5 ? IconStarHalfFilled : IconStar;
        return <Icon key={star} size={size} aria-hidden="true" />;
      })}
    </Group>
  );
}
