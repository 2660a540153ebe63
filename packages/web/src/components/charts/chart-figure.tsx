import { Box, Button, HStack, Heading, Table, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { formatCount, type ChartSeries } from './chart-data';

export interface ChartTableRow {
  label: string;
  values: Record<string, number>;
}

interface ChartFigureProps {
  title: string;
  /** The sentence a screen reader reads for the drawing (`chartSummary`). */
  summary: string;
  /** Label of the first column of the table: what a row is (Group, Regulator, Status…). */
  labelHeader: string;
  series: readonly ChartSeries[];
  rows: readonly ChartTableRow[];
  /** Shows the table first: for screens where the numbers matter more than the picture. */
  tableFirst?: boolean;
  /** When a row is chosen from the table (the same as clicking its bar or slice). */
  onSelect?: (label: string) => void;
  empty?: string;
  children: ReactNode;
}

/**
 * A titled chart with its numbers: the drawing is one image for assistive technology (its summary names every
 * value), and a button switches to a plain table of the same numbers, with a total per series.
 */
export function ChartFigure({
  title,
  summary,
  labelHeader,
  series,
  rows,
  tableFirst = false,
  onSelect,
  empty = 'No data to show.',
  children,
}: ChartFigureProps) {
  const [asTable, setAsTable] = useState(tableFirst);
  const headingId = useId();
  const tableId = useId();
  const hasData = rows.length > 0;
  return (
    <Box as="figure" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={3} m={0} minW={0}>
      <HStack justify="space-between" mb={2} gap={2}>
        <Heading as="h3" size="sm" id={headingId}>
          {title}
        </Heading>
        {hasData && (
          <Button
            size="xs"
            variant="outline"
            aria-pressed={asTable}
            aria-controls={tableId}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? 'Show chart' : 'Show numbers'}
          </Button>
        )}
      </HStack>
      {!hasData ? (
        <Text color="fg.muted" fontSize="sm">
          {empty}
        </Text>
      ) : asTable ? (
        <Box id={tableId} overflowX="auto">
          <Table.Root size="sm" variant="outline">
            <Table.Caption captionSide="top" srOnly>
              {title}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{labelHeader}</Table.ColumnHeader>
                {series.map((s) => (
                  <Table.ColumnHeader key={s.key} scope="col" textAlign="end">
                    {s.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.label}>
                  <Table.Cell as="th" scope="row" fontWeight="normal">
                    {onSelect ? (
                      <Button variant="plain" size="xs" px={0} onClick={() => onSelect(row.label)}>
                        {row.label}
                      </Button>
                    ) : (
                      row.label
                    )}
                  </Table.Cell>
                  {series.map((s) => (
                    <Table.Cell key={s.key} textAlign="end">
                      {formatCount(row.values[s.key] ?? 0)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
              <Table.Row fontWeight="semibold">
                <Table.Cell as="th" scope="row">
                  Total
                </Table.Cell>
                {series.map((s) => (
                  <Table.Cell key={s.key} textAlign="end">
                    {formatCount(rows.reduce((sum, row) => sum + (row.values[s.key] ?? 0), 0))}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Box>
      ) : (
        <Box role="img" aria-label={summary} id={tableId}>
          {children}
        </Box>
      )}
    </Box>
  );
}
