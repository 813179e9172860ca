import { ActionIcon, Button, Group, Popover, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconChevronDown } from '@tabler/icons-react';
import type { SoldOut, SoldOutRequestUntil } from '@/api/generated/model';

export interface SoldOutControlProps {
  /** The dish or choice, as its buttons name it: "Sold out until tomorrow: Margherita Pizza". */
  name: string;
  soldOut?: SoldOut;
  /** While the shop answers the last press: the control waits. */
  busy?: boolean;
  onSoldOut: (until: SoldOutRequestUntil) => void;
  onBackOnSale: () => void;
}

/**
 * One press marks it sold out until tomorrow, the kitchen's usual case; the menu beside it keeps it sold out until
 * someone puts it back. Once sold out, one press puts it back on sale.
 */
export function SoldOutControl({
  name,
  soldOut,
  busy = false,
  onSoldOut,
  onBackOnSale,
}: SoldOutControlProps) {
  const { t } = useLingui();
  const [choosing, until] = useDisclosure(false);
  const markSoldOut = (when: SoldOutRequestUntil) => {
    until.close();
    onSoldOut(when);
  };
  if (soldOut) {
    return (
      <Button
        variant="outline"
        color="leaf.9"
        size="md"
        h={44}
        loading={busy}
        disabled={busy}
        aria-label={t`Back on sale: ${name}`}
        onClick={onBackOnSale}
      >
        <Trans>Back on sale</Trans>
      </Button>
    );
  }
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        color="red.9"
        size="md"
        h={44}
        loading={busy}
        disabled={busy}
        aria-label={t`Sold out until tomorrow: ${name}`}
        onClick={() => markSoldOut('tomorrow')}
        style={{ borderStartEndRadius: 0, borderEndEndRadius: 0 }}
      >
        <Trans>Sold out</Trans>
      </Button>
      <Popover
        opened={choosing}
        onChange={until.toggle}
        position="bottom-end"
        withinPortal
        trapFocus
      >
        <Popover.Target>
          <ActionIcon
            color="red.9"
            variant="filled"
            size={44}
            disabled={busy}
            aria-label={t`More ways to mark ${name} sold out`}
            onClick={until.toggle}
            style={{
              borderStartStartRadius: 0,
              borderEndStartRadius: 0,
              borderInlineStart: '1px solid var(--mantine-color-red-2)',
            }}
          >
            <IconChevronDown size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t`Mark ${name} sold out`} p={4}>
          <Stack gap={4}>
            <Button
              variant="subtle"
              color="dark"
              justify="start"
              h={44}
              onClick={() => markSoldOut('tomorrow')}
            >
              <Trans>Sold out until tomorrow</Trans>
            </Button>
            <Button
              variant="subtle"
              color="dark"
              justify="start"
              h={44}
              onClick={() => markSoldOut('turned-back')}
            >
              <Trans>Sold out until I turn it back</Trans>
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
