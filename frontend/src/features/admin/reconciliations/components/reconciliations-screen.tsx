import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { Reconciliation } from '@/api/generated/model';
import {
  getListReconciliationsQueryKey,
  useListReconciliations,
  useRunReconciliation,
} from '@/api/generated/reconciliations/reconciliations';
import { useGetShop } from '@/api/generated/shop/shop';
import { UserText } from '@/components/user-text';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { formatShopTime } from '@/lib/time/shop-wall-time';
import { ReconciliationDifference } from './reconciliation-difference';

/**
 * Reconciliation, for owners and managers: the latest check of Stripe's payments, captures and refunds against the
 * orders, each difference in words, the checks before it, and a button that checks now.
 */
export function ReconciliationsScreen() {
  const { t, i18n } = useLingui();
  const runs = useListReconciliations();
  const timeZone = useGetShop().data?.timeZone;
  const queryClient = useQueryClient();
  const check = useRunReconciliation({
    mutation: {
      onSuccess: (run) =>
        queryClient.setQueryData<Reconciliation[]>(getListReconciliationsQueryKey(), (kept = []) =>
          [run, ...kept.filter((earlier) => earlier._id !== run._id)].slice(0, 10),
        ),
    },
  });
  const when = (iso: string) =>
    timeZone ? formatShopTime(iso, timeZone) : new Date(iso).toLocaleString(i18n.locale);
  const [latest, ...earlier] = runs.data ?? [];
  const earlierId = useId();

  return (
    <AdminPage
      title={t`Reconciliation`}
      description={t`Stripe's payments, captures and refunds of the last three days compared with the orders: every night, and when you ask.`}
    >
      <Group gap="sm" wrap="wrap">
        <Button loading={check.isPending} onClick={() => check.mutate()}>
          {t`Check now`}
        </Button>
        {check.isPending && (
          <Text size="sm" c="dimmed" role="status">
            {t`Reading Stripe's payments and the orders…`}
          </Text>
        )}
      </Group>
      {check.isError && (
        <Alert color="red" role="alert" title={t`The check could not be made`}>
          {check.error.message}
        </Alert>
      )}
      {runs.isError ? (
        <Alert color="red" role="alert" title={t`The checks could not be read`}>
          {runs.error.message}
        </Alert>
      ) : !runs.data ? (
        <Stack gap="sm" role="status" aria-label={t`Loading the checks`}>
          {[1, 2].map((row) => (
            <Skeleton key={row} height={96} />
          ))}
        </Stack>
      ) : !latest ? (
        <Text c="dimmed">{t`No check has run yet: the first runs tonight, or now with Check now.`}</Text>
      ) : (
        <LatestCheck run={latest} when={when} />
      )}
      {earlier.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="h4" id={earlierId}>
            {t`Earlier checks`}
          </Title>
          <Table.ScrollContainer minWidth={280}>
            <Table
              aria-labelledby={earlierId}
              striped
              withTableBorder
              fz="sm"
              horizontalSpacing="xs"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Checked`}</Table.Th>
                  <Table.Th>{t`By`}</Table.Th>
                  <Table.Th>{t`Differences`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {earlier.map((run) => (
                  <Table.Tr key={run._id}>
                    <Table.Td>{when(run.startedAt)}</Table.Td>
                    <Table.Td>
                      <UserText size="sm">{run.by ?? t`The daily check`}</UserText>
                    </Table.Td>
                    <Table.Td>{run.differenceCount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </AdminPage>
  );
}

/** The latest check: when and by whom, what it compared, and each difference it found. */
function LatestCheck({ run, when }: { run: Reconciliation; when: (iso: string) => string }) {
  const { t } = useLingui();
  const headingId = useId();
  const [checked, from, to] = [when(run.startedAt), when(run.from), when(run.to)];
  const by = run.by;
  const count = run.differenceCount;
  const shown = run.differences.length;
  const figures = [
    [t`Stripe's payments`, run.compared.payments],
    [t`Stripe's refunds`, run.compared.refunds],
    [t`Card orders`, run.compared.orders],
  ] as const;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} fz="h4" id={headingId}>
          {t`Latest check`}
        </Title>
        <UserText size="sm">
          {by ? t`Checked on ${checked} by ${by}.` : t`Checked on ${checked} by the daily check.`}
        </UserText>
        <Text size="sm" c="dimmed">
          {t`Payments and refunds made at Stripe from ${from} to ${to}, and their orders.`}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {figures.map(([label, value]) => (
          <Card key={label} padding="sm" withBorder role="group" aria-label={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz="lg">
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {count === 0 ? (
        <Alert color="leaf" title={t`Stripe and the orders agree`}>
          {t`No difference: every payment has its order, and every order the payment it says.`}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text fw={700} c="red.9">
            {plural(count, { one: '# difference', other: '# differences' })}
          </Text>
          {shown < count && (
            <Text size="sm" c="dimmed">
              {t`The first ${shown} are listed.`}
            </Text>
          )}
          {run.differences.map((difference, index) => (
            <ReconciliationDifference
              key={`${difference.kind}-${difference.transactionId}-${index}`}
              difference={difference}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
