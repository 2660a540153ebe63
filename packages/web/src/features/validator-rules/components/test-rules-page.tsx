import {
  isFiveDigitTestRuleId,
  VALIDATOR_MESSAGES,
  VALIDATOR_MODAL_TITLES,
  validateTestRule,
} from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import type { TestRuleResult, TestRulesGridQuery } from '../../../gql/graphql';
import {
  useDeleteTestRuleMutation,
  useMessageTypeOptionsQuery,
  useSaveTestRuleMutation,
  useTestRulesGridLazyQuery,
} from '../../../gql/hooks';
import { useGridExport } from '../hooks/use-export';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import {
  FilterSelect,
  GridSearch,
  StatusFilter,
  statusOf,
  useDebouncedSearch,
} from '../../../components/maintenance/grid-filters';
import { activeColumn, MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import { useProviderEdit } from '../../../components/maintenance/use-screen';

type Row = TestRulesGridQuery['testRules']['items'][number];

const RESULTS: { id: TestRuleResult; name: string }[] = [
  { id: 'PASS', name: 'Pass' },
  { id: 'OBSERVATION', name: 'Observation' },
];

const COLUMNS: Column<Row>[] = [
  { key: 'testRuleId', name: 'Test Rule Id', width: 120 },
  { key: 'testRuleDescription', name: 'Test Rule Description', minWidth: 320 },
  { key: 'messageType', name: 'Message Type', width: 180 },
  {
    key: 'result',
    name: 'Result',
    width: 130,
    renderCell: ({ row }) => (row.result === 'OBSERVATION' ? 'Observation' : 'Pass'),
  },
  activeColumn<Row>(),
];

/** Test Rules: five-digit ids, unique descriptions. */
export function TestRulesPage() {
  // Provider-wide records: a client's user reads them.
  const canEdit = useProviderEdit();
  const search = useDebouncedSearch();
  const [status, setStatus] = useState('');
  const [typeFilter, setTypeFilter] = useState('');
  const types = useMessageTypeOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const typeOptions = (types.data?.messageTypes.items ?? []).map((type) => ({
    id: type.id,
    name: type.messageType,
  }));
  const filter = useMemo(
    () => ({
      searchText: search.applied || null,
      isActive: statusOf(status),
      messageTypeId: typeFilter || null,
    }),
    [search.applied, status, typeFilter],
  );
  const [fetchGrid] = useTestRulesGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchGrid({ variables: { filter, page: { pageNumber, pageSize } } }),
        (result) => result.testRules,
      ),
    JSON.stringify(filter),
  );
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const { exportGrid, exporting } = useGridExport('TEST_RULES');
  const [deleteTestRule] = useDeleteTestRuleMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });

  return (
    <>
      <MaintenanceGrid
        title="Test Rules"
        label="Test rules"
        columns={COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () => (await deleteTestRule({ variables: { id: row.id } })).data!.deleteTestRule.message,
          )
        }
        onExport={() => void exportGrid(filter)}
        exporting={exporting}
        filters={
          <>
            <GridSearch search={search} label="Search test rules" />
            <StatusFilter value={status} onChange={setStatus} />
            <FilterSelect
              label="Message Type"
              value={typeFilter}
              onChange={setTypeFilter}
              options={typeOptions}
              placeholder="All"
            />
          </>
        }
      />
      {modal.mode !== 'closed' && (
        <TestRuleModal
          row={modal.mode === 'update' ? modal.row : null}
          others={data.rows}
          types={typeOptions}
          readOnly={!canEdit}
          onClose={() => setModal({ mode: 'closed' })}
          onSaved={() => {
            setModal({ mode: 'closed' });
            setSelected(null);
            data.reload();
          }}
        />
      )}
      <DeleteConfirm flow={removal} />
    </>
  );
}

function TestRuleModal({
  row,
  others,
  types,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  others: readonly Row[];
  types: { id: string; name: string }[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [messageTypeId, setMessageTypeId] = useState(row?.messageTypeId ?? '');
  const [testRuleId, setTestRuleId] = useState(row?.testRuleId ?? '');
  const [description, setDescription] = useState(row?.testRuleDescription ?? '');
  const [result, setResult] = useState<TestRuleResult>(row?.result ?? 'PASS');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [touched, setTouched] = useState(false);
  const [save] = useSaveTestRuleMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateTestRule(
    { testRuleDescription: description, testRuleId, messageTypeId },
    others.map((other) => ({ id: other.id, name: other.testRuleDescription })),
    row?.id,
  );
  const errorOf = (field: string) => (touched && failure?.field === field ? failure.message : null);

  return (
    <MaintenanceModal
      open
      title={VALIDATOR_MODAL_TITLES.testRule}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                messageTypeId,
                testRuleId: testRuleId.trim() || null,
                testRuleDescription: description.trim(),
                result,
                isActive,
                version: row?.version ?? null,
              },
            },
          });
          return data!.saveTestRule.message;
        })
      }
    >
      <SelectField
        label="Message Type"
        required
        value={messageTypeId}
        onChange={setMessageTypeId}
        options={types}
      />
      <TextField
        label="Test Rule Id"
        value={testRuleId}
        maxLength={5}
        placeholder="Next free number when empty"
        error={
          testRuleId && !isFiveDigitTestRuleId(testRuleId)
            ? (errorOf('testRuleId') ?? VALIDATOR_MESSAGES.testRuleIdInvalid)
            : confirmed.errorOf('testRuleId')
        }
        onChange={(value) => {
          setTouched(true);
          confirmed.clear('testRuleId');
          setTestRuleId(value.replace(/\D/g, ''));
        }}
      />
      <TextAreaField
        label="Test Rule Description"
        required
        value={description}
        maxLength={500}
        error={errorOf('testRuleDescription') ?? confirmed.errorOf('testRuleDescription')}
        onChange={(value) => {
          setTouched(true);
          confirmed.clear('testRuleDescription');
          setDescription(value);
        }}
      />
      <SelectField
        label="Result"
        required
        value={result}
        onChange={(value) => setResult((value || 'PASS') as TestRuleResult)}
        options={RESULTS}
      />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
