import { useLingui } from '@lingui/react/macro';
import { Button, Group, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type CsvValue, downloadCsv, toCsv } from '@/features/admin/reports/lib/csv';

interface ReportTableProps {
  title: string;
  headers: string[];
  /** Each row as the table shows it (`cells`) and as its CSV file has it (`values`: amounts as plain numbers). */
  rows: { key: string; cells: ReactNode[]; values: CsvValue[] }[];
  /** Said instead of an empty table. */
  empty: string;
  /** The CSV file's name, without its extension. */
  fileName: string;
  /** What stands between the heading and the table (a choice of period, a chart). */
  children?: ReactNode;
}

/**
 * A breakdown of the report: a heading with its CSV download, then a table whose first column names the row and the
 * others are figures.
 */
export function ReportTable({ title, headers, rows, empty, fileName, children }: ReportTableProps) {
  const { t } = useLingui();
  return (
    <section aria-label={title}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={rows.length === 0}
          aria-label={t`Download CSV: ${title}`}
          onClick={() =>
            downloadCsv(
              toCsv(
                headers,
                rows.map((row) => row.values),
              ),
              `${fileName}.csv`,
            )
          }
        >
          {t`Download CSV`}
        </Button>
      </Group>
      {children}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table striped withTableBorder aria-label={title} fz="sm" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {headers.map((header, index) => (
                  <Table.Th key={header} ta={index === 0 ? 'start' : 'end'}>
                    {header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  {row.cells.map((cell, index) => (
                    <Table.Td
                      key={index}
                      ta={index === 0 ? 'start' : 'end'}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
