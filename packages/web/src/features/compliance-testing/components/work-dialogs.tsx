import {
  ASSIGNEE_MAX,
  FINDING_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
  validateLoanException,
  validateNewActionPlan,
  validateRemediationTask,
} from '@lexbridge/rules';
import { useState } from 'react';
import {
  MaintenanceModal,
  SelectField,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import type { RemediationTaskStatus } from '../../../gql/graphql';
import {
  useActionPlanCandidatesQuery,
  useAddActionPlanMutation,
  useAddLoanToRemediationMutation,
  useRemediationRuleChoicesQuery,
  useSaveRemediationTaskMutation,
} from '../../../gql/hooks';

const TASK_STATUSES = [
  { id: 'OPEN', name: 'Open' },
  { id: 'COMPLETED', name: 'Completed' },
];

/**
 * What every dialog here shares: the confirmed save (closing the dialog and reloading once saved), and a field's
 * message (the rule's once the user has typed, else what the server said), cleared as the field changes.
 */
function useDialogForm(
  failure: { field: string; message: string } | null,
  onSaved: () => void,
  onClose: () => void,
) {
  const confirmed = useConfirmedSave(() => {
    onSaved();
    onClose();
  });
  const [touched, setTouched] = useState(false);
  return {
    confirmed,
    errorOf: (field: string) =>
      (touched && failure?.field === field ? failure.message : null) ?? confirmed.errorOf(field),
    edit:
      <T,>(set: (value: T) => void, field: string) =>
      (value: T) => {
        setTouched(true);
        confirmed.clear(field);
        set(value);
      },
  };
}

export interface TaskBeingEdited {
  id: string;
  title: string;
  description: string;
  ownerName: string;
  dueDate?: string | null;
  status: string;
  version: number;
}

/**
 * Add or edit a remediation task: title, description, assignee, due date (required while Open) and status. Marking
 * it Completed makes its evidence final, which the dialog says before the user saves.
 */
export function TaskDialog({
  queueId,
  task,
  onClose,
  onSaved,
}: {
  queueId: string;
  task: TaskBeingEdited | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [assignee, setAssignee] = useState(task?.ownerName ?? '');
  const [dueDate, setDueDate] = useState(task?.dueDate ?? '');
  const [status, setStatus] = useState<RemediationTaskStatus>(
    task?.status === 'Completed' ? 'COMPLETED' : 'OPEN',
  );
  const [save] = useSaveRemediationTaskMutation();
  const failure = validateRemediationTask({
    title,
    description,
    assignee,
    dueDate,
    status: status === 'COMPLETED' ? 'Completed' : 'Open',
  });
  const { confirmed, errorOf, edit } = useDialogForm(failure, onSaved, onClose);
  return (
    <MaintenanceModal
      open
      title={task ? 'Edit task' : 'Add task'}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                ...(task ? { id: task.id, version: task.version } : { queueId }),
                title: title.trim(),
                description: description.trim(),
                assignee: assignee.trim(),
                dueDate: dueDate.trim() || null,
                status,
              },
            },
          });
          return data!.saveRemediationTask.message;
        })
      }
    >
      <TextField
        label="Title"
        required
        value={title}
        maxLength={TASK_TITLE_MAX}
        error={errorOf('title')}
        onChange={edit(setTitle, 'title')}
      />
      <TextAreaField
        label="Description"
        value={description}
        maxLength={TASK_DESCRIPTION_MAX}
        error={errorOf('description')}
        onChange={edit(setDescription, 'description')}
      />
      <TextField
        label="Assignee"
        required
        value={assignee}
        maxLength={ASSIGNEE_MAX}
        error={errorOf('assignee')}
        onChange={edit(setAssignee, 'assignee')}
      />
      <TextField
        label="Due date (YYYY-MM-DD)"
        required={status === 'OPEN'}
        value={dueDate}
        maxLength={10}
        placeholder="YYYY-MM-DD"
        error={errorOf('dueDate')}
        onChange={edit(setDueDate, 'dueDate')}
      />
      <SelectField
        label="Status"
        required
        value={status}
        options={TASK_STATUSES}
        error={errorOf('status')}
        onChange={edit((value: string) => setStatus((value || 'OPEN') as RemediationTaskStatus), 'status')}
      />
      {status === 'COMPLETED' && task?.status !== 'Completed' && (
        <p role="note">Once the task is completed its evidence can no longer be added or deleted.</p>
      )}
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

/**
 * Add a loan to the remediation queue by hand: its loan number, the testing rule it fails (active rules) and what
 * was found. The catalogue files it under its load's first run and the rule, making that queue row when needed.
 */
export function AddLoanDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const [loanNumber, setLoanNumber] = useState('');
  const [testingRuleId, setTestingRuleId] = useState('');
  const [finding, setFinding] = useState('');
  const rules = useRemediationRuleChoicesQuery({ fetchPolicy: 'cache-first' });
  const [add] = useAddLoanToRemediationMutation();
  const failure = validateLoanException({ loanNumber, testingRuleId, finding });
  const { confirmed, errorOf, edit } = useDialogForm(failure, onSaved, onClose);
  const options = (rules.data?.testingRules ?? [])
    .filter((rule) => rule.isActive)
    .map((rule) => ({ id: rule.id, name: `${rule.ruleNumber} · ${rule.name} (${rule.groupName})` }));
  return (
    <MaintenanceModal
      open
      title="Add loan to the queue"
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await add({
            variables: { input: { loanNumber: loanNumber.trim(), testingRuleId, finding: finding.trim() } },
          });
          return data!.addLoanToRemediation.message;
        })
      }
    >
      <TextField
        label="Loan number"
        required
        value={loanNumber}
        maxLength={40}
        error={errorOf('loanNumber')}
        onChange={edit(setLoanNumber, 'loanNumber')}
      />
      <SelectField
        label="Testing rule"
        required
        value={testingRuleId}
        options={options}
        error={errorOf('testingRuleId')}
        onChange={edit(setTestingRuleId, 'testingRuleId')}
      />
      <TextAreaField
        label="What was found"
        required
        value={finding}
        maxLength={FINDING_MAX}
        error={errorOf('finding')}
        onChange={edit(setFinding, 'finding')}
      />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

/**
 * Add an action plan for the exceptions of a remediation row that has none (purged rows are not offered): the
 * plan starts Open with its owner and target date; the assessment fills in root cause and corrective action.
 */
export function AddActionPlanDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const [queueRowId, setQueueRowId] = useState('');
  const [ownerName, setOwnerName] = useState('');
  const [targetDate, setTargetDate] = useState('');
  const candidates = useActionPlanCandidatesQuery({ fetchPolicy: 'network-only' });
  const [add] = useAddActionPlanMutation();
  const failure = validateNewActionPlan({ queueRowId, ownerName, targetDate });
  const { confirmed, errorOf, edit } = useDialogForm(failure, onSaved, onClose);
  const rows = candidates.data?.actionPlanCandidates ?? [];
  return (
    <MaintenanceModal
      open
      title="Add action plan"
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await add({
            variables: { input: { queueRowId, ownerName: ownerName.trim(), targetDate: targetDate.trim() } },
          });
          return data!.addActionPlan.message;
        })
      }
    >
      <SelectField
        label="Exceptions"
        required
        value={queueRowId}
        options={rows.map((row) => ({
          id: row.id,
          name: `${row.ruleNumber} · ${row.loanLoadName} (${row.resultsCount} ${row.resultsCount === 1 ? 'exception' : 'exceptions'})`,
        }))}
        error={
          errorOf('queueRowId') ??
          (candidates.data && rows.length === 0 ? 'Every remediation row has an action plan.' : null)
        }
        onChange={edit(setQueueRowId, 'queueRowId')}
      />
      <TextField
        label="Owner"
        required
        value={ownerName}
        maxLength={ASSIGNEE_MAX}
        error={errorOf('ownerName')}
        onChange={edit(setOwnerName, 'ownerName')}
      />
      <TextField
        label="Target date (YYYY-MM-DD)"
        required
        value={targetDate}
        maxLength={10}
        placeholder="YYYY-MM-DD"
        error={errorOf('targetDate')}
        onChange={edit(setTargetDate, 'targetDate')}
      />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
