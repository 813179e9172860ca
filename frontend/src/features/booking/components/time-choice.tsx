import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { BookingNotice } from './booking-notice';
import { BookingTimePicker } from './booking-time-picker';
import { TimeButtons } from './time-buttons';

interface TimeChoiceProps {
  date: string;
  partySize: number;
  timeZone: string;
  chosen: string | undefined;
  onChoose: (startsAt: string) => void;
  /** The times the shop offered when the one asked for was just taken. */
  alternatives: string[] | undefined;
  /** Whether the guest tried to book before choosing a time. */
  missing: boolean;
  /** The booking being changed: its own tables count as free. */
  changing?: string;
}

/** The free times of the day, and, when the chosen one was just taken, the nearest ones still free. */
export function TimeChoice({ alternatives, missing, ...picker }: TimeChoiceProps) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      {alternatives && (
        <BookingNotice
          color="orange"
          variant="light"
          role="alert"
          title={t`That time was just taken`}
        >
          <Stack gap="sm">
            {alternatives.length > 0 ? (
              <>
                <Text size="sm">
                  <Trans>
                    Another guest booked the last table then. These times are still free:
                  </Trans>
                </Text>
                <TimeButtons
                  label={t`Times still free`}
                  times={alternatives}
                  timeZone={picker.timeZone}
                  chosen={picker.chosen}
                  onChoose={picker.onChoose}
                />
              </>
            ) : (
              <Text size="sm">
                <Trans>No other time is free near it: please choose another day.</Trans>
              </Text>
            )}
          </Stack>
        </BookingNotice>
      )}
      <BookingTimePicker {...picker} />
      {missing && !picker.chosen && (
        <Text size="sm" c="red.9" role="alert">
          <Trans>Please choose a time</Trans>
        </Text>
      )}
    </Stack>
  );
}
