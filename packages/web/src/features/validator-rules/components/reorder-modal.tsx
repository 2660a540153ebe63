import { Box, Button, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { activeLabel, canReorder, changedOrders, moveRow, VALIDATOR_MESSAGES } from '@lexbridge/rules';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DraggableDialog } from '../../../components/dialogs/draggable-dialog';
import type { FilterMappingRowFragment } from '../../../gql/graphql';
import {
  useClientFilterMappingsGridQuery,
  useFilterTestsQuery,
  useReorderTestFilterMappingsMutation,
  useTestFilterMappingsGridQuery,
} from '../../../gql/hooks';
import { FilterSelect } from '../../../components/maintenance-grid/grid-filters';
import { useConfirmedSave } from '../../../components/maintenance-grid/maintenance-modal';

interface OrderRow {
  id: string;
  testId: string;
  testOrder: number;
  testNumber: string;
  testRule: string;
  isActive: boolean;
}

const toOrderRow = (row: FilterMappingRowFragment): OrderRow => ({
  id: row.id,
  testId: row.testId,
  testOrder: row.testOrder,
  testNumber: row.testNumber,
  testRule: row.testRule,
  isActive: row.isActive,
});

/**
 * 'Test Rule Reorder': pick a Test Id, drag rows up or down (only within that test;
 * the arrow buttons do the same from the keyboard), and Submit, which is enabled only after a change; a confirmation precedes the save, and only the rows whose order
 * changed are sent. With clientId, a client's copy is reordered.
 */
export function ReorderModal({
  clientId,
  onClose,
  onSaved,
}: {
  clientId?: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [testId, setTestId] = useState('');
  const tests = useFilterTestsQuery({ variables: { businessLineId: null, isMapped: true } });
  const master = useTestFilterMappingsGridQuery({
    variables: { filter: { testId }, page: { pageNumber: 1, pageSize: 5000 } },
    skip: !testId || Boolean(clientId),
    fetchPolicy: 'network-only',
  });
  const client = useClientFilterMappingsGridQuery({
    variables: { filter: { testId, clientId }, page: { pageNumber: 1, pageSize: 5000 } },
    skip: !testId || !clientId,
    fetchPolicy: 'network-only',
  });
  const loaded =
    (clientId ? client.data?.clientFilterMappings.items : master.data?.testFilterMappings.items) ?? null;
  const original = useMemo(
    () => (loaded ?? []).map(toOrderRow).sort((a, b) => a.testOrder - b.testOrder),
    [loaded],
  );
  // The dragged order of the test picked; another test starts from its saved order.
  const [moved, setMoved] = useState<{ testId: string; rows: OrderRow[] } | null>(null);
  const rows = moved && moved.testId === testId ? moved.rows : original;
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [reorder] = useReorderTestFilterMappingsMutation();
  const confirmed = useConfirmedSave(onSaved);

  const changed = changedOrders(original, rows);
  const testOptions = (tests.data?.filterTests ?? []).map((test) => ({
    id: test.id,
    name: `${test.testNumber} - ${test.testName}`,
  }));

  function drop(targetIndex: number) {
    if (dragIndex === null) return;
    const dragged = rows[dragIndex];
    const target = rows[targetIndex];
    if (dragged && target && canReorder(dragged, target))
      setMoved({ testId, rows: moveRow(rows, dragIndex, targetIndex) });
    setDragIndex(null);
  }

  /** One place up (-1) or down (1): the keyboard's way to reorder. */
  function step(index: number, by: -1 | 1) {
    const row = rows[index];
    const target = rows[index + by];
    if (row && target && canReorder(row, target))
      setMoved({ testId, rows: moveRow(rows, index, index + by) });
  }

  return (
    <DraggableDialog
      open
      title={VALIDATOR_MESSAGES.reorderTitle}
      onDismiss={onClose}
      size="xl"
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            colorPalette="blue"
            disabled={changed.length === 0}
            onClick={() =>
              confirmed.ask(async () => {
                const { data } = await reorder({
                  variables: {
                    input: {
                      testId,
                      clientId: clientId ?? null,
                      rows: changed.map((row) => ({ id: row.id, testOrder: row.testOrder })),
                    },
                  },
                });
                return data!.reorderTestFilterMappings.message;
              })
            }
          >
            Submit
          </Button>
        </HStack>
      }
    >
      <FilterSelect label="Test Id" value={testId} onChange={setTestId} options={testOptions} />
      <Box mt="4" maxH="420px" overflowY="auto" borderWidth="1px" borderRadius="md">
        {rows.length === 0 ? (
          <Text p="4" color="fg.muted">
            {VALIDATOR_MESSAGES.noRowsToShow}
          </Text>
        ) : (
          <Table.Root size="sm" stickyHeader aria-label="Test rule order">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="5.5rem">
                  <Text srOnly>Move</Text>
                </Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">Test Id</Table.ColumnHeader>
                <Table.ColumnHeader>Test Rule</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">Test Order</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, index) => (
                <Table.Row
                  key={row.id}
                  data-testid="reorder-row"
                  draggable
                  cursor="grab"
                  opacity={dragIndex === index ? 0.5 : 1}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', row.id);
                    setDragIndex(index);
                  }}
                  onDragOver={(event) => {
                    // Vertical only, and only onto a row of the same test.
                    const dragged = dragIndex === null ? null : rows[dragIndex];
                    if (dragged && canReorder(dragged, row)) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    drop(index);
                  }}
                  onDragEnd={() => setDragIndex(null)}
                >
                  <Table.Cell>
                    <HStack gap="0">
                      <GripVertical size={14} aria-hidden="true" />
                      <IconButton
                        size="2xs"
                        variant="ghost"
                        aria-label={`Move ${row.testRule} up`}
                        disabled={index === 0}
                        onClick={() => step(index, -1)}
                      >
                        <ArrowUp />
                      </IconButton>
                      <IconButton
                        size="2xs"
                        variant="ghost"
                        aria-label={`Move ${row.testRule} down`}
                        disabled={index === rows.length - 1}
                        onClick={() => step(index, 1)}
                      >
                        <ArrowDown />
                      </IconButton>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{row.testNumber}</Table.Cell>
                  <Table.Cell>{row.testRule}</Table.Cell>
                  <Table.Cell>{row.testOrder}</Table.Cell>
                  <Table.Cell>{activeLabel(row.isActive)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
      {confirmed.dialog}
    </DraggableDialog>
  );
}
