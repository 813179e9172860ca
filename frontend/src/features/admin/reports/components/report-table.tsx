import { Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ReportTableProps {
  title: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** Said instead of an empty table. */
  empty: string;
}

/** A breakdown of the report: a heading, then a table whose first column names the row and the others are figures. */
export function ReportTable({ title, headers, rows, empty }: ReportTableProps) {
  return (
    <section aria-label={title}>
      <Title order={2} fz="h4" mb="xs">
        {title}
      </Title>
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
