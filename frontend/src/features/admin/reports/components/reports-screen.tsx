import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { exportOrders, useGetSalesReport } from '@/api/generated/reports/reports';
import type { GetSalesReportParams } from '@/api/generated/model';
import { AdminPage } from '@/features/admin/shared/components/admin-page';
import { toastRefused } from '@/features/admin/shared/lib/admin-toasts';
import { categoriesInLanguage } from '@/lib/menu/menu-queries';
import { formatPrice } from '@/lib/money';
import { downloadCsv } from '@/features/admin/reports/lib/csv';
import { ReportTable } from './report-table';
import { SalesChart } from './sales-chart';

/** Today and the first of its month, as the browser's calendar has them (YYYY-MM-DD). */
function thisMonth(now = new Date()): GetSalesReportParams {
  const iso = (at: Date) =>
    `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  return { from: iso(new Date(now.getFullYear(), now.getMonth(), 1)), to: iso(now) };
}

/** A calendar day (YYYY-MM-DD) as the locale writes it; read at noon UTC, so that no time zone moves it. */
const NOON_UTC = 'T12:00:00Z';
const dayInWords = (day: string, locale: string) =>
  new Date(`${day}${NOON_UTC}`).toLocaleDateString(locale, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/** The periods the sales can be read by. */
type Period = 'day' | 'week' | 'month';

/** A month (YYYY-MM) as the locale writes it: "November 2026". */
const monthInWords = (month: string, locale: string) =>
  new Date(`${month}-15${NOON_UTC}`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Reports: the sales of a range of days in the shop's time zone, the totals an accountant asks for, then by day, week
 * or month, hour, dish, category, pickup or delivery, promo code and tax rate, each table as a CSV file too; the
 * orders themselves as a CSV file.
 */
export function ReportsScreen() {
  const { t, i18n } = useLingui();
  const [range, setRange] = useState<GetSalesReportParams>(thisMonth);
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const report = useGetSalesReport(range, {
    query: { enabled: valid, placeholderData: keepPreviousData },
  });
  const [exporting, setExporting] = useState(false);
  const [period, setPeriod] = useState<Period>('day');
  const file = (name: string) => `${name}-${range.from}-${range.to}`;
  const data = report.data;
  // The categories' names in the reader's language; a category's key until they come.
  const categories = useQuery(categoriesInLanguage(i18n.locale));
  const categoryName = (key: string | null) =>
    key === null
      ? t`No longer on the menu`
      : (categories.data?.find((category) => category.key === key)?.name ?? key);

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(await exportOrders(range), `orders-${range.from}-${range.to}.csv`);
    } catch (error) {
      toastRefused(error as Error, t`The orders were not exported`, i18n);
    } finally {
      setExporting(false);
    }
  };

  const percent = new Intl.NumberFormat(i18n.locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const periods = !data
    ? []
    : period === 'month'
      ? data.byMonth.map(({ month, figures: sums }) => ({
          key: month,
          label: monthInWords(month, i18n.locale),
          figures: sums,
        }))
      : (period === 'week'
          ? data.byWeek.map(({ week, figures: sums }) => ({ day: week, figures: sums }))
          : data.byDay
        ).map(({ day, figures: sums }) => ({
          key: day,
          label: dayInWords(day, i18n.locale),
          figures: sums,
        }));
  const totals = data?.totals;
  const figures = totals
    ? [
        [t`Orders`, String(totals.orders)],
        [t`Total`, formatPrice(totals.total)],
        [t`Refunds`, formatPrice(totals.refunds)],
        [t`Net`, formatPrice(totals.net)],
        [t`Average order`, formatPrice(data.averageOrder)],
        [t`Food`, formatPrice(totals.food)],
        [t`Discounts`, formatPrice(totals.discounts)],
        [t`Taxes`, formatPrice(totals.taxes)],
        [t`Tips`, formatPrice(totals.tips)],
        [t`Delivery fees`, formatPrice(totals.deliveryFees)],
        [t`Service fees`, formatPrice(totals.serviceFees)],
      ]
    : [];

  return (
    <AdminPage
      title={t`Reports`}
      description={t`The orders the kitchen accepted, in the shop's time zone, to the cent of their bills.`}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t`From`}
          value={range.from}
          onChange={(event) => {
            const from = event.currentTarget.value;
            setRange((current) => ({ ...current, from }));
          }}
          error={valid ? undefined : t`Choose a first day on or before the last.`}
          w={170}
        />
        <TextInput
          type="date"
          label={t`To`}
          value={range.to}
          onChange={(event) => {
            const to = event.currentTarget.value;
            setRange((current) => ({ ...current, to }));
          }}
          w={170}
        />
        <Button
          variant="default"
          loading={exporting}
          disabled={!valid}
          onClick={() => void exportCsv()}
        >
          {t`Download the orders (CSV)`}
        </Button>
      </Group>
      {report.isError ? (
        <Alert color="red" role="alert" title={t`The report could not be made`}>
          {report.error.message}
        </Alert>
      ) : data ? (
        <Stack gap="xl" aria-busy={report.isFetching}>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
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
          <ReportTable
            title={t`Sales by period`}
            headers={[
              period === 'month' ? t`Month` : period === 'week' ? t`Week of` : t`Day`,
              t`Orders`,
              t`Total`,
              t`Refunds`,
              t`Net`,
            ]}
            empty={t`No order in these days.`}
            fileName={file(`sales-by-${period}`)}
            rows={periods
              .filter((row) => row.figures.orders > 0)
              .map((row) => ({
                key: row.key,
                cells: [
                  row.label,
                  row.figures.orders,
                  formatPrice(row.figures.total),
                  formatPrice(row.figures.refunds),
                  formatPrice(row.figures.net),
                ],
                values: [
                  row.key,
                  row.figures.orders,
                  row.figures.total,
                  row.figures.refunds,
                  row.figures.net,
                ],
              }))}
          >
            <SegmentedControl
              mb="sm"
              aria-label={t`Sales by`}
              value={period}
              onChange={(value) => setPeriod(value)}
              data={[
                { value: 'day', label: t`Day` },
                { value: 'week', label: t`Week` },
                { value: 'month', label: t`Month` },
              ]}
            />
            <SalesChart
              label={t`Net sales and refunds by period, as in the table below`}
              money
              rows={periods.map((row) => ({
                label: row.label,
                values: { net: row.figures.net, refunds: row.figures.refunds },
              }))}
              series={[
                { key: 'net', label: t`Net`, color: 'leaf.8' },
                { key: 'refunds', label: t`Refunds`, color: 'red.8' },
              ]}
            />
          </ReportTable>
          <ReportTable
            title={t`By hour of the day`}
            headers={[t`Hour`, t`Orders`, t`Total`]}
            empty={t`No order in these days.`}
            fileName={file('sales-by-hour')}
            rows={data.byHour
              .filter((hour) => hour.orders > 0)
              .map((hour) => {
                const clock = `${String(hour.hour).padStart(2, '0')}:00`;
                return {
                  key: String(hour.hour),
                  cells: [clock, hour.orders, formatPrice(hour.total)],
                  values: [clock, hour.orders, hour.total],
                };
              })}
          >
            <SalesChart
              label={t`Orders by hour of the day, as in the table below`}
              rows={data.byHour.map((hour) => ({
                label: `${String(hour.hour).padStart(2, '0')}`,
                values: { orders: hour.orders },
              }))}
              series={[{ key: 'orders', label: t`Orders`, color: 'indigo.8' }]}
            />
          </ReportTable>
          <ReportTable
            title={t`By dish`}
            headers={[t`Dish`, t`Sold`, t`Sales`]}
            empty={t`No dish sold in these days.`}
            fileName={file('sales-by-dish')}
            rows={data.byDish.map((dish) => ({
              key: `${dish.name}-${dish.category ?? ''}`,
              cells: [dish.name, dish.quantity, formatPrice(dish.sales)],
              values: [dish.name, dish.quantity, dish.sales],
            }))}
          />
          <ReportTable
            title={t`By category`}
            headers={[t`Category`, t`Sold`, t`Sales`]}
            empty={t`No dish sold in these days.`}
            fileName={file('sales-by-category')}
            rows={data.byCategory.map((category) => ({
              key: category.category ?? '',
              cells: [
                categoryName(category.category),
                category.quantity,
                formatPrice(category.sales),
              ],
              values: [categoryName(category.category), category.quantity, category.sales],
            }))}
          />
          <ReportTable
            title={t`Pickup and delivery`}
            headers={[t`How`, t`Orders`, t`Total`, t`Delivery fees`]}
            empty={t`No order in these days.`}
            fileName={file('pickup-and-delivery')}
            rows={data.byFulfilment.map(({ fulfilment, figures: part }) => {
              const how = fulfilment === 'pickup' ? t`Pickup` : t`Delivery`;
              return {
                key: fulfilment,
                cells: [how, part.orders, formatPrice(part.total), formatPrice(part.deliveryFees)],
                values: [how, part.orders, part.total, part.deliveryFees],
              };
            })}
          />
          <ReportTable
            title={t`Discounts by promo code`}
            headers={[t`Code`, t`Orders`, t`Discount`]}
            empty={t`No promo code was used in these days.`}
            fileName={file('discounts-by-code')}
            rows={data.discountsByCode.map((code) => ({
              key: code.code,
              cells: [code.code, code.orders, formatPrice(code.discount)],
              values: [code.code, code.orders, code.discount],
            }))}
          />
          <ReportTable
            title={t`Taxes by rate`}
            headers={[t`Rate`, t`Orders`, t`Taxed`, t`Tax`]}
            empty={t`No tax was collected in these days.`}
            fileName={file('taxes-by-rate')}
            rows={data.taxesByRate.map((line) => {
              const rate =
                line.rate === null
                  ? t`Rate not kept (older orders)`
                  : percent.format(line.rate / 100);
              return {
                key: String(line.rate),
                cells: [
                  rate,
                  line.orders,
                  line.taxed === null ? '—' : formatPrice(line.taxed),
                  formatPrice(line.tax),
                ],
                values: [rate, line.orders, line.taxed ?? '', line.tax],
              };
            })}
          />
        </Stack>
      ) : valid ? (
        <Stack gap="sm" role="status" aria-label={t`Making the report`}>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} height={72} />
          ))}
        </Stack>
      ) : null}
    </AdminPage>
  );
}
