import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Group,
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
import { ReportTable } from './report-table';

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

/**
 * Saves CSV text as a file the browser downloads, with the byte order mark that tells a spreadsheet it is UTF-8
 * (reading the answer as text drops the server's).
 */
function download(text: string, name: string) {
  const link = document.createElement('a');
  const marked = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  link.href = URL.createObjectURL(new Blob([marked], { type: 'text/csv;charset=utf-8' }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Reports: the sales of a range of days in the shop's time zone, the totals an accountant asks for, then by day,
 * hour, dish, category, pickup or delivery and promo code; the orders themselves as a CSV file.
 */
export function ReportsScreen() {
  const { t, i18n } = useLingui();
  const [range, setRange] = useState<GetSalesReportParams>(thisMonth);
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const report = useGetSalesReport(range, {
    query: { enabled: valid, placeholderData: keepPreviousData },
  });
  const [exporting, setExporting] = useState(false);
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
      download(await exportOrders(range), `orders-${range.from}-${range.to}.csv`);
    } catch (error) {
      toastRefused(error as Error, t`The orders were not exported`, i18n);
    } finally {
      setExporting(false);
    }
  };

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
            title={t`By day`}
            headers={[t`Day`, t`Orders`, t`Total`, t`Refunds`, t`Net`]}
            empty={t`No order in these days.`}
            rows={data.byDay
              .filter((day) => day.figures.orders > 0)
              .map(({ day, figures: dayFigures }) => ({
                key: day,
                cells: [
                  dayInWords(day, i18n.locale),
                  dayFigures.orders,
                  formatPrice(dayFigures.total),
                  formatPrice(dayFigures.refunds),
                  formatPrice(dayFigures.net),
                ],
              }))}
          />
          <ReportTable
            title={t`By hour of the day`}
            headers={[t`Hour`, t`Orders`, t`Total`]}
            empty={t`No order in these days.`}
            rows={data.byHour
              .filter((hour) => hour.orders > 0)
              .map((hour) => ({
                key: String(hour.hour),
                cells: [
                  `${String(hour.hour).padStart(2, '0')}:00`,
                  hour.orders,
                  formatPrice(hour.total),
                ],
              }))}
          />
          <ReportTable
            title={t`By dish`}
            headers={[t`Dish`, t`Sold`, t`Sales`]}
            empty={t`No dish sold in these days.`}
            rows={data.byDish.map((dish) => ({
              key: `${dish.name}-${dish.category ?? ''}`,
              cells: [dish.name, dish.quantity, formatPrice(dish.sales)],
            }))}
          />
          <ReportTable
            title={t`By category`}
            headers={[t`Category`, t`Sold`, t`Sales`]}
            empty={t`No dish sold in these days.`}
            rows={data.byCategory.map((category) => ({
              key: category.category ?? '',
              cells: [
                categoryName(category.category),
                category.quantity,
                formatPrice(category.sales),
              ],
            }))}
          />
          <ReportTable
            title={t`Pickup and delivery`}
            headers={[t`How`, t`Orders`, t`Total`, t`Delivery fees`]}
            empty={t`No order in these days.`}
            rows={data.byFulfilment.map(({ fulfilment, figures: part }) => ({
              key: fulfilment,
              cells: [
                fulfilment === 'pickup' ? t`Pickup` : t`Delivery`,
                part.orders,
                formatPrice(part.total),
                formatPrice(part.deliveryFees),
              ],
            }))}
          />
          <ReportTable
            title={t`Discounts by promo code`}
            headers={[t`Code`, t`Orders`, t`Discount`]}
            empty={t`No promo code was used in these days.`}
            rows={data.discountsByCode.map((code) => ({
              key: code.code,
              cells: [code.code, code.orders, formatPrice(code.discount)],
            }))}
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
