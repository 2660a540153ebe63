import { Button, Text } from '@chakra-ui/react';
import {
  isTestMessageType,
  preselectedMessageId,
  VALIDATOR_MESSAGES,
  VALIDATOR_MODAL_TITLES,
  validateFilterMapping,
} from '@lexbridge/rules';
import { ArrowUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import type { FilterMappingRowFragment } from '../../../gql/graphql';
import {
  useDeleteTestFilterMappingMutation,
  useFilterTestsQuery,
  useMappedTestRulesQuery,
  useRuleMessagesOfRuleQuery,
  useSaveTestFilterMappingsMutation,
  useTestFilterMappingsGridLazyQuery,
  useTestFilterResultStatusesQuery,
} from '../../../gql/hooks';
import { useGridExport } from '../hooks/use-export';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useBusinessLineOptions } from './business-lines';
import { CustomMessageFields } from './custom-message-fields';
import {
  FilterSelect,
  GridSearch,
  StatusFilter,
  statusOf,
  useDebouncedSearch,
} from '../../../components/maintenance/grid-filters';
import { activeColumn, MaintenanceGrid, yesNoColumn } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { ReorderModal } from './reorder-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { UploadButton, UploadSummary, type UploadOutcome } from './upload-button';
import { useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import { useProviderEdit } from '../../../components/maintenance/use-screen';

type Row = FilterMappingRowFragment;

export const MAPPING_COLUMNS: Column<Row>[] = [
  { key: 'testNumber', name: 'Test Id', width: 110 },
  { key: 'businessLineName', name: 'Business Line', width: 170 },
  { key: 'testRule', name: 'Test Rule', minWidth: 260 },
  { key: 'testOrder', name: 'Test Order', width: 100 },
  { key: 'azimuthMessage', name: 'Azimuth Message', minWidth: 220 },
  {
    key: 'customMessage',
    name: 'Custom Message',
    minWidth: 200,
    renderCell: ({ row }) => row.customMessage ?? '',
  },
  yesNoColumn<Row>('isCustomMessage', 'Is Custom', 100),
  { key: 'status', name: 'Result', width: 120, renderCell: ({ row }) => row.status ?? '' },
  activeColumn<Row>(),
];

/** Test Filter Mappings: rules in tests, the reorder, uploads. */
export function TestFilterMappingsPage() {
  // Provider-wide records: a client's user reads them.
  const canEdit = useProviderEdit();
  const search = useDebouncedSearch();
  const [status, setStatus] = useState('');
  const [lineFilter, setLineFilter] = useState('');
  const [testFilter, setTestFilter] = useState('');
  const lines = useBusinessLineOptions();
  const tests = useFilterTestsQuery({ variables: { businessLineId: lineFilter || null, isMapped: true } });
  const testOptions = (tests.data?.filterTests ?? []).map((test) => ({ id: test.id, name: test.testNumber }));
  const filter = useMemo(
    () => ({
      searchText: search.applied || null,
      isActive: statusOf(status),
      businessLineId: lineFilter || null,
      testId: testFilter || null,
    }),
    [search.applied, status, lineFilter, testFilter],
  );
  const [fetchGrid] = useTestFilterMappingsGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchGrid({ variables: { filter, page: { pageNumber, pageSize } } }),
        (result) => result.testFilterMappings,
      ),
    JSON.stringify(filter),
  );
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const [reordering, setReordering] = useState(false);
  const [lastUpload, setLastUpload] = useState<UploadOutcome | null>(null);
  const { exportGrid, exporting } = useGridExport('TEST_FILTER_MAPPINGS');
  const [deleteMapping] = useDeleteTestFilterMappingMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });
  const refresh = () => {
    setSelected(null);
    data.reload();
  };

  return (
    <>
      <MaintenanceGrid
        title="Test Filter Mappings"
        label="Test filter mappings"
        columns={MAPPING_COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () =>
              (await deleteMapping({ variables: { id: row.id } })).data!.deleteTestFilterMapping.message,
          )
        }
        onExport={() => void exportGrid(filter)}
        exporting={exporting}
        notice={lastUpload && <UploadSummary outcome={lastUpload} onClose={() => setLastUpload(null)} />}
        actions={
          canEdit && (
            <>
              <Button size="sm" variant="outline" onClick={() => setReordering(true)}>
                <ArrowUpDown /> Reorder
              </Button>
              <UploadButton
                onUploaded={(outcome) => {
                  setLastUpload(outcome);
                  // The rows it added or changed show at once.
                  refresh();
                }}
              />
            </>
          )
        }
        filters={
          <>
            <GridSearch search={search} label="Search test filter mappings" />
            <StatusFilter value={status} onChange={setStatus} />
            <FilterSelect
              label="Business Line"
              value={lineFilter}
              onChange={(value) => {
                setLineFilter(value);
                setTestFilter('');
              }}
              options={lines}
              placeholder="All"
            />
            <FilterSelect
              label="Test Id"
              value={testFilter}
              onChange={setTestFilter}
              options={testOptions}
              placeholder="All"
            />
          </>
        }
      />
      {modal.mode !== 'closed' && (
        <FilterMappingModal
          row={modal.mode === 'update' ? modal.row : null}
          lines={lines}
          readOnly={!canEdit}
          onClose={() => setModal({ mode: 'closed' })}
          onSaved={() => {
            setModal({ mode: 'closed' });
            refresh();
          }}
        />
      )}
      {reordering && (
        <ReorderModal
          onClose={() => setReordering(false)}
          onSaved={() => {
            setReordering(false);
            refresh();
          }}
        />
      )}
      <DeleteConfirm flow={removal} />
    </>
  );
}

function FilterMappingModal({
  row,
  lines,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  lines: { id: string; name: string }[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [businessLineId, setBusinessLineId] = useState(row?.businessLineId ?? '');
  const [testId, setTestId] = useState(row?.testId ?? '');
  const [testRuleId, setTestRuleId] = useState(row?.testRuleId ?? '');
  const [ruleMessageId, setRuleMessageId] = useState(row?.ruleMessageId ?? '');
  const [statusId, setStatusId] = useState(row?.statusId ?? '');
  const [testOrder, setTestOrder] = useState(row ? String(row.testOrder) : '');
  const [isCustom, setIsCustom] = useState(row?.isCustomMessage ?? false);
  const [customMessage, setCustomMessage] = useState(row?.customMessage ?? '');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const tests = useFilterTestsQuery({
    variables: { businessLineId: businessLineId || null, isMapped: false },
    skip: !businessLineId,
  });
  const rules = useMappedTestRulesQuery({
    variables: { businessLineId: businessLineId || null },
    skip: !businessLineId,
    fetchPolicy: 'cache-and-network',
  });
  const messages = useRuleMessagesOfRuleQuery({
    variables: { testRuleId, businessLineId: businessLineId || null },
    skip: !testRuleId || !businessLineId,
    fetchPolicy: 'network-only',
  });
  const statuses = useTestFilterResultStatusesQuery();
  const [save] = useSaveTestFilterMappingsMutation();
  const confirmed = useConfirmedSave(onSaved);

  const rule = rules.data?.mappedTestRules.find((candidate) => candidate.id === testRuleId) ?? null;
  const isTest = isTestMessageType(rule?.messageType);
  const messageOptions = (messages.data?.testRuleMessagesOfRule ?? []).map((message) => ({
    id: message.id,
    name: message.azimuthMessage,
  }));

  // The single message is preselected; a rule of another type than 'test' takes no status (cleared, disabled).
  const messageId = ruleMessageId || preselectedMessageId(messages.data?.testRuleMessagesOfRule ?? []) || '';
  const status = isTest ? statusId : '';

  const failure = validateFilterMapping({
    testId,
    testRuleId,
    ruleMessageType: rule?.messageType ?? null,
    messageCount: rule ? rule.messageCount : null,
    ruleMessageId: messageId,
    statusId: status,
    isCustomMessage: isCustom,
    customMessage,
  });
  const noMessages = rule?.messageCount === 0 ? VALIDATOR_MESSAGES.noMessages : null;

  return (
    <MaintenanceModal
      open
      title={VALIDATOR_MODAL_TITLES.testFilterMapping}
      readOnly={readOnly}
      invalid={failure !== null || !rule}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                mappings: [
                  {
                    id: row?.id ?? null,
                    testId,
                    testRuleId,
                    ruleMessageId: messageId,
                    statusId: isTest ? status : null,
                    testOrder: testOrder ? Number(testOrder) : null,
                    isCustomMessage: isCustom,
                    customMessage: isCustom ? customMessage : null,
                    isActive,
                    version: row?.version ?? null,
                  },
                ],
              },
            },
          });
          return data!.saveTestFilterMappings.message;
        })
      }
    >
      <SelectField
        label="Business Line"
        required
        value={businessLineId}
        onChange={(value) => {
          setBusinessLineId(value);
          setTestId('');
          setTestRuleId('');
          setRuleMessageId('');
        }}
        options={lines}
      />
      <SelectField
        label="Test Id"
        required
        value={testId}
        onChange={setTestId}
        options={(tests.data?.filterTests ?? []).map((test) => ({
          id: test.id,
          name: `${test.testNumber} - ${test.testName}`,
        }))}
      />
      <SelectField
        label="Test Rule"
        required
        value={testRuleId}
        error={noMessages}
        onChange={(value) => {
          setTestRuleId(value);
          setRuleMessageId('');
        }}
        options={(rules.data?.mappedTestRules ?? []).map((candidate) => ({
          id: candidate.id,
          name: `${candidate.testRuleId} - ${candidate.testRuleDescription} (${candidate.messageType})`,
        }))}
      />
      <SelectField
        label="Azimuth Message"
        required
        value={messageId}
        onChange={setRuleMessageId}
        options={messageOptions}
        disabled={!testRuleId || Boolean(noMessages)}
      />
      <SelectField
        label="Status"
        required={isTest}
        disabled={!isTest}
        value={status}
        onChange={setStatusId}
        options={(statuses.data?.testFilterResultStatuses ?? []).map((status) => ({
          id: status.id,
          name: status.name,
        }))}
        error={isTest && !status && messageId ? VALIDATOR_MESSAGES.statusRequired : null}
      />
      <TextField
        label="Test Order"
        value={testOrder}
        onChange={(value) => setTestOrder(value.replace(/\D/g, ''))}
        placeholder="Last when empty"
      />
      <CustomMessageFields
        isCustom={isCustom}
        message={customMessage}
        onIsCustomChange={setIsCustom}
        onMessageChange={setCustomMessage}
      />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {failure &&
        failure.field !== 'customMessage' &&
        failure.field !== 'statusId' &&
        testRuleId &&
        !noMessages && (
          <Text textStyle="sm" color="fg.muted">
            {failure.message}
          </Text>
        )}
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
