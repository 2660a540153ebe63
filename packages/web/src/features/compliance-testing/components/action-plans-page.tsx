import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { ACTION_PLAN_STATUSES, ASSESSMENT_TEXT_MAX, TOAST_TITLES } from '@lexbridge/rules';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { useCanEdit } from '../../../components/maintenance/use-screen';
import type { ActionPlanFieldsFragment, ActionPlanStatus } from '../../../gql/graphql';
import {
  useActionPlanListQuery,
  useActionPlanWorkQueueQuery,
  useSaveActionPlanAssessmentMutation,
} from '../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import {
  ACTION_PLAN_STATUS_LABELS,
  assessmentFormError,
  type AssessmentForm,
} from '../compliance-testing-logic';
import { Pager } from './pager';
import { AddActionPlanDialog } from './work-dialogs';

const STATUS_OPTIONS = (Object.keys(ACTION_PLAN_STATUS_LABELS) as ActionPlanStatus[]).map((id) => ({
  id,
  name: ACTION_PLAN_STATUS_LABELS[id],
}));
const PAGE_SIZE = 25;
const COLOURS: Record<ActionPlanStatus, string> = { OPEN: 'orange', IN_PROGRESS: 'blue', COMPLETED: 'green' };

/**
 * Action Plans: the work queue (plans not yet completed, the nearest target date first) or every plan of a status;
 * choosing a plan opens its assessment (status, root cause, action plan, owner, target date), saved with edit
 * permission.
 */
export function ActionPlansPage() {
  const canEdit = useCanEdit();
  const [view, setView] = useState<'queue' | 'all'>('queue');
  const [status, setStatus] = useState('');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [adding, setAdding] = useState(false);
  const page = { pageNumber, pageSize: PAGE_SIZE };
  const queue = useActionPlanWorkQueueQuery({
    skip: view !== 'queue',
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = useActionPlanListQuery({
    skip: view !== 'all',
    variables: { status: (status || null) as ActionPlanStatus | null, page },
    fetchPolicy: 'cache-and-network',
  });
  const current = view === 'queue' ? queue : list;
  const shown = view === 'queue' ? queue.data?.actionPlanWorkQueue : list.data?.actionPlans;
  const plans = shown?.items ?? [];
  const choose = (next: 'queue' | 'all') => {
    setView(next);
    setPageNumber(1);
  };
  const chosen = plans.find((plan) => plan.id === chosenId) ?? null;
  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        Action Plans
      </Heading>
      <HStack gap={2} wrap="wrap" align="end">
        <Button
          size="sm"
          variant={view === 'queue' ? 'solid' : 'outline'}
          aria-pressed={view === 'queue'}
          onClick={() => choose('queue')}
        >
          Work queue
        </Button>
        <Button
          size="sm"
          variant={view === 'all' ? 'solid' : 'outline'}
          aria-pressed={view === 'all'}
          onClick={() => choose('all')}
        >
          All action plans
        </Button>
        {view === 'all' && (
          <FilterSelect
            label="Status"
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPageNumber(1);
            }}
            options={STATUS_OPTIONS}
            placeholder="All"
          />
        )}
        {canEdit && (
          <Button size="sm" colorPalette="blue" ms="auto" onClick={() => setAdding(true)}>
            <Plus /> Add action plan
          </Button>
        )}
      </HStack>
      {adding && (
        <AddActionPlanDialog onClose={() => setAdding(false)} onSaved={() => void current.refetch()} />
      )}
      {current.error && (
        <Text color="fg.error">{errorMessage(current.error, 'The action plans could not be read.')}</Text>
      )}
      <Box overflowX="auto">
        <Table.Root
          size="sm"
          aria-label={view === 'queue' ? 'Action plan work queue' : 'Action plans'}
          whiteSpace="normal"
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Rule</Table.ColumnHeader>
              <Table.ColumnHeader>Requirement number</Table.ColumnHeader>
              <Table.ColumnHeader>Group</Table.ColumnHeader>
              <Table.ColumnHeader>Loan load</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Exceptions</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Target date</Table.ColumnHeader>
              <Table.ColumnHeader>Owner</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>Assessment</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {plans.map((plan) => (
              <Table.Row key={plan.id} bg={plan.id === chosenId ? 'blue.subtle' : undefined}>
                <Table.Cell>
                  <Text fontWeight="semibold">{plan.ruleNumber}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {plan.ruleName}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{plan.requirementNumber}</Table.Cell>
                <Table.Cell>{plan.groupName}</Table.Cell>
                <Table.Cell>{plan.loanLoadName}</Table.Cell>
                <Table.Cell textAlign="end">{plan.exceptionsCount}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={COLOURS[plan.status]}>{ACTION_PLAN_STATUS_LABELS[plan.status]}</Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{plan.targetDate ?? '—'}</Table.Cell>
                <Table.Cell>{plan.ownerName || '—'}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setChosenId(plan.id)}
                    aria-label={`Assess ${plan.ruleNumber} of ${plan.loanLoadName}`}
                  >
                    {canEdit ? 'Assess' : 'View'}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
            {current.data && plans.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={9}>
                  {view === 'queue' ? 'The work queue is empty.' : 'No action plan has this status.'}
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      {shown && (
        <Pager
          pageNumber={pageNumber}
          pageSize={PAGE_SIZE}
          totalCount={shown.totalCount}
          onPage={setPageNumber}
          noun="action plans"
        />
      )}
      {chosen && (
        <AssessmentPanel
          key={`${chosen.id}-${chosen.version}`}
          plan={chosen}
          readOnly={!canEdit}
          onClose={() => setChosenId(null)}
          onSaved={() => {
            void current.refetch();
          }}
        />
      )}
    </Stack>
  );
}

function AssessmentPanel({
  plan,
  readOnly,
  onClose,
  onSaved,
}: {
  plan: ActionPlanFieldsFragment;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<AssessmentForm>({
    status: plan.status,
    rootCause: plan.rootCause,
    actionPlan: plan.actionPlan,
    ownerName: plan.ownerName,
    targetDate: plan.targetDate ?? '',
  });
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useSaveActionPlanAssessmentMutation();
  const failure = assessmentFormError(form);
  const errorOf = (field: string) =>
    (touched && failure?.field === field ? failure.message : null) ?? serverErrors[field] ?? null;
  const set = (field: keyof AssessmentForm) => (value: string) => {
    setTouched(true);
    setServerErrors({});
    setForm((current) => ({ ...current, [field]: value }));
  };
  async function submit() {
    setTouched(true);
    if (failure) return;
    try {
      const { data } = await save({
        variables: {
          input: {
            id: plan.id,
            status: form.status,
            rootCause: form.rootCause,
            actionPlan: form.actionPlan,
            ownerName: form.ownerName,
            targetDate: form.targetDate || null,
            version: plan.version,
          },
        },
      });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data!.saveActionPlanAssessment.message,
      });
      onSaved();
    } catch (error) {
      setServerErrors(fieldErrors(error));
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
    }
  }
  return (
    <Box
      as="section"
      aria-labelledby="assessment-heading"
      borderWidth="1px"
      borderRadius="md"
      p={4}
      maxW="760px"
    >
      <HStack justify="space-between" mb={3}>
        <Heading as="h2" size="md" id="assessment-heading">
          Assessment of {plan.ruleNumber} ({plan.loanLoadName})
        </Heading>
        <Button size="xs" variant="outline" onClick={onClose}>
          Close
        </Button>
      </HStack>
      <Text textStyle="sm" mb={3}>
        {plan.ruleName} — {plan.exceptionsCount} exceptions against {plan.requirementNumber}.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap={3}>
            <Field.Root required invalid={Boolean(errorOf('status'))}>
              <Field.Label>
                Status <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={form.status}
                  onChange={(event) => set('status')(event.target.value)}
                >
                  {ACTION_PLAN_STATUSES.map((name) => {
                    const id = STATUS_OPTIONS.find((option) => option.name === name)!.id;
                    return (
                      <option key={id} value={id}>
                        {name}
                      </option>
                    );
                  })}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errorOf('status')}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errorOf('rootCause'))}>
              <Field.Label>
                Root cause <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                rows={3}
                maxLength={ASSESSMENT_TEXT_MAX}
                value={form.rootCause}
                onChange={(event) => set('rootCause')(event.target.value)}
              />
              <Field.ErrorText>{errorOf('rootCause')}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errorOf('actionPlan'))}>
              <Field.Label>
                Action plan <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                rows={3}
                maxLength={ASSESSMENT_TEXT_MAX}
                value={form.actionPlan}
                onChange={(event) => set('actionPlan')(event.target.value)}
              />
              <Field.ErrorText>{errorOf('actionPlan')}</Field.ErrorText>
            </Field.Root>
            <HStack gap={3} align="start" wrap="wrap">
              <Field.Root maxW="280px">
                <Field.Label>Owner</Field.Label>
                <Input
                  maxLength={200}
                  value={form.ownerName}
                  onChange={(event) => set('ownerName')(event.target.value)}
                />
              </Field.Root>
              <Field.Root
                maxW="220px"
                invalid={Boolean(errorOf('targetDate'))}
                required={form.status !== 'COMPLETED'}
              >
                <Field.Label>
                  Target date <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="date"
                  value={form.targetDate}
                  onChange={(event) => set('targetDate')(event.target.value)}
                />
                <Field.ErrorText>{errorOf('targetDate')}</Field.ErrorText>
              </Field.Root>
            </HStack>
            {!readOnly && (
              <HStack>
                <Button
                  type="submit"
                  colorPalette="blue"
                  loading={loading}
                  disabled={touched && failure !== null}
                >
                  Save assessment
                </Button>
              </HStack>
            )}
          </Stack>
        </fieldset>
      </form>
    </Box>
  );
}
