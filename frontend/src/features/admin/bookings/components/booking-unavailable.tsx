import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { isApiError } from '@/api/fetcher';
import type { BookingUnavailable as BookingUnavailableBody } from '@/api/generated/model';
import { shopClock } from '@/lib/time/shop-time';

/** The nearest free times a 409 offers, when the error carries them. */
const alternativesOf = (error: Error): string[] => {
  if (!isApiError(error) || error.status !== 409) return [];
  const body = error.body as Partial<BookingUnavailableBody>;
  return Array.isArray(body.alternatives) ? body.alternatives : [];
};

interface BookingRefusalProps {
  title: string;
  error: Error;
  timeZone: string;
  /** Take one of the free times the shop offered instead. */
  onPick: (startsAt: string) => void;
}

/** Why the shop refused a booking or a move, with the free times it offered one tap away. */
export function BookingRefusal({ title, error, timeZone, onPick }: BookingRefusalProps) {
  const { t } = useLingui();
  const alternatives = alternativesOf(error);
  const details = isApiError(error) ? (error.details ?? []) : [];
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs">
        <Text size="sm">{error.message}</Text>
        {details.map((detail) => (
          <Text size="sm" key={`${detail.path}-${detail.message}`}>
            {detail.message}
          </Text>
        ))}
        {alternatives.length > 0 && (
          <Group gap="xs" role="group" aria-label={t`Free times instead`}>
            {alternatives.map((startsAt) => (
              <Button
                key={startsAt}
                size="sm"
                mih={44}
                variant="light"
                onClick={() => onPick(startsAt)}
              >
                {shopClock(startsAt, timeZone)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
