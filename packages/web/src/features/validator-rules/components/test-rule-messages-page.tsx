import {
  isResolvedMessage,
  resolveAzimuthMessage,
  RULE_MESSAGE_LOGIC_MAX,
  VALIDATOR_MODAL_TITLES,
} from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import type { TestRuleMessagesGridQuery } from '../../../gql/graphql';
import {
  useDeleteTestRuleMessageMutation,
  useSaveTestRuleMessageMutation,
  useTestRuleMessagesGridLazyQuery,
  useTestRuleOptionsQuery,
} from '../../../gql/hooks';
import { useGridExport } from '../hooks/use-export';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useBusinessLineOptions } from './business-lines';
import {
  FilterSelect,
  GridSearch,
  StatusFilter,
  statusOf,
  useDebouncedSearch,
} from '../../../components/maintenance/grid-filters';
import { largeTextEditor } from './large-text-editor';
import { activeColumn, MaintenanceGrid, yesNoColumn } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextAreaField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { MessageAutocomplete, type MessageChoice } from './message-autocomplete';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import { useProviderEdit } from '../../../components/maintenance/use-screen';

type Row = TestRuleMessagesGridQuery['testRuleMessages']['items'][number];

/** Test Rule Messages: a rule's messages per business line, and the delete block. */
export function TestRuleMessagesPage() {
  // Provider-wide records: a client's user reads them.
  const canEdit = useProviderEdit();
  const search = useDebouncedSearch();
  const [status, setStatus] = useState('');
  const [lineFilter, setLineFilter] = useState('');
  const [ruleFilter, setRuleFilter] = useState('');
  const lines = useBusinessLineOptions();
  const rules = useTestRuleOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const ruleOptions = (rules.data?.testRules.items ?? []).map((rule) => ({
    id: rule.id,
    name: `${rule.testRuleId} - ${rule.testRuleDescription}`,
  }));
  const filter = useMemo(
    () => ({
      searchText: search.applied || null,
      isActive: statusOf(status),
      businessLineId: lineFilter || null,
      testRuleId: ruleFilter || null,
    }),
    [search.applied, status, lineFilter, ruleFilter],
  );
  const [fetchGrid] = useTestRuleMessagesGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchGrid({ variables: { filter, page: { pageNumber, pageSize } } }),
        (result) => result.testRuleMessages,
      ),
    JSON.stringify(filter),
  );
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const { exportGrid, exporting } = useGridExport('TEST_RULE_MESSAGES');
  const [deleteRuleMessage] = useDeleteTestRuleMessageMutation();
  const [save] = useSaveTestRuleMessageMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });
  const inline = useConfirmedSave(() => data.reload());

  const columns = useMemo<Column<Row>[]>(
    () => [
      { key: 'businessLineName', name: 'Business Line', width: 180 },
      { key: 'testRule', name: 'Test Rule', minWidth: 260 },
      { key: 'azimuthMessage', name: 'Azimuth Message', minWidth: 260 },
      {
        key: 'ruleMessageLogic',
        name: 'Rule Message Logic',
        minWidth: 240,
        editable: canEdit,
        renderEditCell: canEdit
          ? largeTextEditor<Row>('ruleMessageLogic', {
              maxLength: RULE_MESSAGE_LOGIC_MAX,
              label: 'Edit Rule Message Logic',
            })
          : undefined,
        editorOptions: { displayCellContent: true },
      },
      yesNoColumn<Row>('isAssigned', 'Assigned', 110),
      activeColumn<Row>(),
    ],
    [canEdit],
  );

  return (
    <>
      <MaintenanceGrid
        title="Test Rule Messages"
        label="Test rule messages"
        columns={columns}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () =>
              (await deleteRuleMessage({ variables: { id: row.id } })).data!.deleteTestRuleMessage.message,
          )
        }
        onRowsChange={(rows, { indexes }) => {
          const changed = rows[indexes[0]!];
          if (!changed) return;
          inline.ask(async () => {
            const result = await save({
              variables: {
                input: {
                  id: changed.id,
                  businessLineId: changed.businessLineId,
                  testRuleId: changed.testRuleId,
                  ruleMessageId: changed.ruleMessageId,
                  azimuthMessage: changed.azimuthMessage,
                  ruleMessageLogic: changed.ruleMessageLogic,
                  isActive: true,
                  version: changed.version,
                },
              },
            });
            return result.data!.saveTestRuleMessage.message;
          });
        }}
        onExport={() => void exportGrid(filter)}
        exporting={exporting}
        filters={
          <>
            <GridSearch search={search} label="Search test rule messages" />
            <StatusFilter value={status} onChange={setStatus} />
            <FilterSelect
              label="Business Line"
              value={lineFilter}
              onChange={setLineFilter}
              options={lines}
              placeholder="All"
            />
            <FilterSelect
              label="Test Rule"
              value={ruleFilter}
              onChange={setRuleFilter}
              options={ruleOptions}
              placeholder="All"
            />
          </>
        }
      />
      {modal.mode !== 'closed' && (
        <RuleMessageModal
          row={modal.mode === 'update' ? modal.row : null}
          lines={lines}
          rules={ruleOptions}
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
      {inline.dialog}
    </>
  );
}

function RuleMessageModal({
  row,
  lines,
  rules,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  lines: { id: string; name: string }[];
  rules: { id: string; name: string }[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [businessLineId, setBusinessLineId] = useState(row?.businessLineId ?? '');
  const [testRuleId, setTestRuleId] = useState(row?.testRuleId ?? '');
  const [message, setMessage] = useState<MessageChoice>({
    typed: row?.azimuthMessage ?? '',
    selected: row ? { id: row.ruleMessageId, message: row.azimuthMessage } : null,
    isNew: false,
  });
  const [logic, setLogic] = useState(row?.ruleMessageLogic ?? '');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [save] = useSaveTestRuleMessageMutation();
  const confirmed = useConfirmedSave(onSaved);
  // The listed messages are the server's to check; here a selection or a new text is enough to try.
  const resolved = resolveAzimuthMessage(message, message.selected ? [message.selected] : []);
  const messageError = message.typed.trim() && !isResolvedMessage(resolved) ? resolved.message : null;
  const invalid = !businessLineId || !testRuleId || !isResolvedMessage(resolved);

  return (
    <MaintenanceModal
      open
      title={VALIDATOR_MODAL_TITLES.testRuleMessage}
      readOnly={readOnly}
      invalid={invalid}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                businessLineId,
                testRuleId,
                ruleMessageId: message.selected?.id ?? null,
                azimuthMessage: message.typed,
                isNewMessage: message.isNew,
                ruleMessageLogic: logic,
                isActive,
                version: row?.version ?? null,
              },
            },
          });
          return data!.saveTestRuleMessage.message;
        })
      }
    >
      <SelectField
        label="Business Line"
        required
        value={businessLineId}
        onChange={setBusinessLineId}
        options={lines}
      />
      <SelectField label="Test Rule" required value={testRuleId} onChange={setTestRuleId} options={rules} />
      <MessageAutocomplete value={message} onChange={setMessage} error={messageError} disabled={readOnly} />
      <TextAreaField
        label="Rule Message Logic"
        value={logic}
        onChange={setLogic}
        maxLength={RULE_MESSAGE_LOGIC_MAX}
      />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
