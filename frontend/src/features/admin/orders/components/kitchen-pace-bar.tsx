import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type {
  KitchenPace,
  KitchenPaceChange,
  KitchenPaceChangeExtraMinutes,
} from '@/api/generated/model';
import {
  getGetKitchenPaceQueryKey,
  useChangeKitchenPace,
  useGetKitchenPace,
} from '@/api/generated/kitchen-pace/kitchen-pace';
import { getGetShopQueryKey } from '@/api/generated/shop/shop';
import { DARK_ORANGE } from '@/components/order-status-badge';
import { usePermissions } from '@/lib/auth/use-permissions';
import { shopClockOrDay } from '@/lib/time/shop-time';

/** A long label (in French, in German) wraps inside its button rather than pushing it wider than a phone. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 48 },
  label: { whiteSpace: 'normal' },
} as const;
/** The minutes a busy kitchen can add with one tap, as the contract offers them. */
const EXTRA_MINUTES: KitchenPaceChangeExtraMinutes[] = [0, 10, 20, 30, 45, 60];
/** Another tablet may change the pace: this one reads it again this often. */
const REFRESH_MS = 30_000;

interface KitchenPaceBarProps {
  timeZone: string;
  now: Date;
}

/**
 * The busy kitchen's controls, each one tap: pause orders for now (15, 30 or 60 minutes, or until resumed), add
 * minutes to every new order's time, and accept new orders on their own in quiet hours. A role that may not move
 * orders sees the pace, with the controls disabled and why.
 */
export function KitchenPaceBar({ timeZone, now }: KitchenPaceBarProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const pace = useGetKitchenPace({ query: { refetchInterval: REFRESH_MS } });
  const change = useChangeKitchenPace({
    mutation: {
      onSuccess: (answer) => {
        queryClient.setQueryData<KitchenPace>(getGetKitchenPaceQueryKey(), answer);
        void queryClient.invalidateQueries({ queryKey: getGetShopQueryKey() });
      },
    },
  });
  const mayChange = usePermissions().has('orders.advance');
  const send = (data: KitchenPaceChange) => change.mutate({ data });
  const sending = (key: keyof KitchenPaceChange) =>
    change.isPending && change.variables.data[key] !== undefined;

  if (pace.isError)
    return (
      <Alert color="red" role="alert" title={t`The kitchen's pace could not be loaded`}>
        {pace.error.message}
      </Alert>
    );
  if (!pace.data) return null;
  const { pause, extraMinutes, autoAccept } = pace.data;
  const disabled = !mayChange || change.isPending;
  const until = pause && shopClockOrDay(pause.until, now, timeZone, i18n);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t`Kitchen pace`}>
      <Stack gap="md">
        {pause ? (
          <Alert
            color={DARK_ORANGE}
            variant="filled"
            role="status"
            title={
              <Text fz={22} fw={800}>
                {pause.untilResumed ? (
                  <Trans>Orders for now are paused until you resume</Trans>
                ) : (
                  <Trans>Orders for now are paused until {until}</Trans>
                )}
              </Text>
            }
          >
            <Group justify="space-between" gap="sm">
              <Text fz="lg">
                <Trans>Customers can still order for later.</Trans>
              </Text>
              <Button
                size="lg"
                variant="white"
                color="dark"
                styles={WRAPPING}
                disabled={disabled}
                loading={sending('pause')}
                onClick={() => send({ pause: 'off' })}
              >
                <Trans>Resume orders now</Trans>
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group gap="sm">
            <Menu position="bottom-start" disabled={disabled}>
              <Menu.Target>
                <Button
                  size="lg"
                  color={DARK_ORANGE}
                  disabled={disabled}
                  loading={sending('pause')}
                >
                  <Trans>Pause orders for now</Trans>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item fz="lg" onClick={() => send({ pause: '15-minutes' })}>
                  <Trans>For 15 minutes</Trans>
                </Menu.Item>
                <Menu.Item fz="lg" onClick={() => send({ pause: '30-minutes' })}>
                  <Trans>For 30 minutes</Trans>
                </Menu.Item>
                <Menu.Item fz="lg" onClick={() => send({ pause: '60-minutes' })}>
                  <Trans>For 60 minutes</Trans>
                </Menu.Item>
                <Menu.Item fz="lg" onClick={() => send({ pause: 'until-resumed' })}>
                  <Trans>Until I resume (today at most)</Trans>
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Text c="dimmed">
              <Trans>Customers can still order for later while paused.</Trans>
            </Text>
          </Group>
        )}
        <Group gap="xl" align="flex-end">
          <Stack gap={4}>
            <Text fw={600} id="kitchen-extra-minutes">
              <Trans>Add to every new order's time</Trans>
            </Text>
            <Group gap="xs" role="group" aria-labelledby="kitchen-extra-minutes">
              {EXTRA_MINUTES.map((minutes) => (
                <Button
                  key={minutes}
                  size="lg"
                  px="sm"
                  variant={minutes === extraMinutes ? 'filled' : 'default'}
                  aria-pressed={minutes === extraMinutes}
                  disabled={disabled}
                  onClick={() => send({ extraMinutes: minutes })}
                >
                  {minutes === 0 ? t`None` : t`+${minutes} min`}
                </Button>
              ))}
            </Group>
          </Stack>
          <Switch
            size="lg"
            disabled={disabled}
            checked={autoAccept}
            onChange={(event) => send({ autoAccept: event.currentTarget.checked })}
            label={t`Accept new orders on their own`}
            description={t`For quiet hours: each paid order is accepted, ready at its promised time.`}
          />
        </Group>
        {!mayChange && (
          <Text c="dimmed">
            <Trans>
              Your role sees the kitchen's pace; the kitchen and the managers change it.
            </Trans>
          </Text>
        )}
        {change.isError && (
          <Alert color="red" role="alert" title={t`The change was not made`}>
            {change.error.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
