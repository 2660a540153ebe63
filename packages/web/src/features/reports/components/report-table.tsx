import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { MESSAGES } from '@lexbridge/rules';
import { useState } from 'react';

export interface ReportColumn<Row> {
  key: keyof Row & string;
  label: string;
  /** Right-aligned numbers. */
  numeric?: boolean;
  /** Kept on one line (dates, codes). */
  nowrap?: boolean;
  format?: (row: Row) => string;
}

export const REPORT_PAGE_SIZE = 50;

export const cellText = <Row,>(column: ReportColumn<Row>, row: Row): string => {
  if (column.format) return column.format(row);
  const value = row[column.key];
  return value === null || value === undefined ? '' : String(value);
};

/** A report's rows, 50 to a page, under a sticky header. */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / REPORT_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * REPORT_PAGE_SIZE, current * REPORT_PAGE_SIZE);
  if (rows.length === 0) return <Text color="fg.muted">{MESSAGES.noRecordFound}</Text>;
  return (
    <Box>
      {/* Focusable, so keyboard users can scroll the rows and wide columns too. */}
      <Box
        maxH="520px"
        overflow="auto"
        borderWidth="1px"
        borderRadius="md"
        tabIndex={0}
        role="region"
        aria-label={`${caption} rows`}
      >
        <Table.Root size="sm" stickyHeader aria-label={caption}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader
                  key={column.key}
                  textAlign={column.numeric ? 'end' : 'start'}
                  whiteSpace="nowrap"
                >
                  {column.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row, index) => (
              <Table.Row key={rowKey(row, index)}>
                {columns.map((column) => (
                  <Table.Cell
                    key={column.key}
                    textAlign={column.numeric ? 'end' : 'start'}
                    whiteSpace={column.nowrap || column.numeric ? 'nowrap' : undefined}
                    minW={column.nowrap ? undefined : '7rem'}
                    maxW="28rem"
                  >
                    {cellText(column, row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {pages > 1 && (
        <HStack mt="2" gap="3" justify="flex-end">
          <Button size="xs" variant="outline" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <Text fontSize="sm" aria-live="polite">
            Page {current} of {pages} ({rows.length} rows)
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={current >= pages}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </HStack>
      )}
    </Box>
  );
}
