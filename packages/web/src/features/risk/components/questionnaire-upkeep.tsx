import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  changedRiskOrder,
  RISK_FREQUENCY_MONTHS,
  validateRiskFrequency,
  validateRiskQuestion,
  type FieldError,
} from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import type { RiskAssessmentLookupsQuery, RiskQuestionsQuery } from '../../../gql/graphql';
import {
  useRiskQuestionsQuery,
  useSaveRiskFrequencyMutation,
  useSaveRiskQuestionHeaderMutation,
  useSaveRiskQuestionMutation,
  useUpdateRiskQuestionOrderMutation,
} from '../../../gql/hooks';
import { LoadError } from './load-error';
import { runRiskWrite } from '../hooks/use-risk-write';
import { ReorderList, SaveOrderButton } from '../../../components/maintenance/reorder-list';
import { NO_NATIVE_VALIDATION } from './form-props';
import { Checkbox, NameField, RecordUpkeep } from './record-upkeep';

type Lookups = RiskAssessmentLookupsQuery['riskAssessmentLookups'];
type Frequency = Lookups['frequencies'][number];
type Question = RiskQuestionsQuery['riskQuestions'][number];

const MONTH_NAMES: Record<number, string> = {
  1: 'Every month',
  3: 'Every 3 months',
  6: 'Every 6 months',
  12: 'Every year',
};

/** Frequencies: the list, and a form that adds one or updates the one chosen. */
export function FrequenciesPanel({
  frequencies,
  canEdit,
  onSaved,
}: {
  frequencies: readonly Frequency[];
  canEdit: boolean;
  onSaved: () => void;
}) {
  const [save] = useSaveRiskFrequencyMutation();
  return (
    <RecordUpkeep
      label="Frequencies"
      noun="frequency"
      rows={frequencies}
      columns={[
        { header: 'Name', cell: (frequency) => frequency.name },
        {
          header: 'Repeats',
          cell: (frequency) => MONTH_NAMES[frequency.months] ?? `${frequency.months} months`,
        },
        { header: 'Status', cell: (frequency) => (frequency.isActive ? 'Active' : 'Inactive') },
      ]}
      canEdit={canEdit}
      blank={{ id: null as string | null, name: '', months: 3, isActive: true }}
      rowName={(frequency) => frequency.name}
      toForm={(frequency) => ({
        id: frequency.id,
        name: frequency.name,
        months: frequency.months,
        isActive: frequency.isActive,
      })}
      validate={validateRiskFrequency}
      save={async (form) => {
        const { data } = await save({
          variables: {
            input: { id: form.id, name: form.name, months: form.months, isActive: form.isActive },
          },
        });
        return data?.saveRiskFrequency.message;
      }}
      onSaved={onSaved}
      fieldsWithErrors={['name', 'months']}
    >
      {({ form, setForm, errorOf }) => (
        <>
          <NameField label="Name" width="240px" fields={{ form, setForm, errorOf }} />
          <Field.Root invalid={Boolean(errorOf('months'))} maxW="200px">
            <Field.Label>Repeats</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={String(form.months)}
                onChange={(event) => setForm({ ...form, months: Number(event.target.value) })}
              >
                {RISK_FREQUENCY_MONTHS.map((months) => (
                  <option key={months} value={months}>
                    {MONTH_NAMES[months]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errorOf('months')}</Field.ErrorText>
          </Field.Root>
          <Checkbox
            label="Active"
            checked={form.isActive}
            onChange={(isActive) => setForm({ ...form, isActive })}
          />
        </>
      )}
    </RecordUpkeep>
  );
}

interface QuestionForm {
  id: string | null;
  headerId: string;
  question: string;
  questionTypeId: string;
  options: string;
  gapOptions: string[];
  isRequired: boolean;
  isActive: boolean;
}

const BLANK_QUESTION: QuestionForm = {
  id: null,
  headerId: '',
  question: '',
  questionTypeId: '',
  options: '',
  gapOptions: [],
  isRequired: false,
  isActive: true,
};

const optionList = (text: string) =>
  [...new Set(text.split('\n').map((option) => option.trim()))].filter((option) => option !== '');

/**
 * Questions: each header with its questions in order (dragged or moved with the keyboard, then saved), a form to add
 * or rename a header, and one to add or update a question (options, and which options reveal a gap, for a type
 * answered from options).
 */
export function QuestionsPanel({
  lookups,
  canEdit,
  onSaved,
}: {
  lookups: Lookups;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { data, error, refetch } = useRiskQuestionsQuery({ fetchPolicy: 'cache-and-network' });
  const [orders, setOrders] = useState<Record<string, Question[]>>({});
  const [header, setHeader] = useState({ id: null as string | null, name: '' });
  const [form, setForm] = useState<QuestionForm>(BLANK_QUESTION);
  const [formError, setFormError] = useState<FieldError | null>(null);
  const [saveHeader] = useSaveRiskQuestionHeaderMutation();
  const [saveQuestion] = useSaveRiskQuestionMutation();
  const [saveOrder] = useUpdateRiskQuestionOrderMutation();
  const byHeader = useMemo(() => {
    const groups = new Map<string, Question[]>();
    for (const question of data?.riskQuestions ?? [])
      groups.set(question.headerId, [...(groups.get(question.headerId) ?? []), question]);
    return groups;
  }, [data]);

  if (error) return <LoadError error={error} />;
  const type = lookups.questionTypes.find((entry) => entry.id === form.questionTypeId);

  async function reload() {
    setOrders({});
    await refetch();
    onSaved();
  }

  async function submitQuestion() {
    const options = optionList(form.options);
    const failure = validateRiskQuestion({
      question: form.question,
      headerId: form.headerId || null,
      questionType: type?.name ?? '',
      options,
    });
    setFormError(failure);
    if (failure) return;
    const ok = await runRiskWrite(async () => {
      const { data: answer } = await saveQuestion({
        variables: {
          input: {
            id: form.id,
            headerId: form.headerId,
            question: form.question,
            questionTypeId: form.questionTypeId,
            options: type?.hasOptions ? options : [],
            gapOptions: type?.hasOptions ? form.gapOptions.filter((option) => options.includes(option)) : [],
            isRequired: form.isRequired,
            isActive: form.isActive,
          },
        },
      });
      return answer?.saveRiskQuestion.message;
    });
    if (ok) {
      setForm(BLANK_QUESTION);
      await reload();
    }
  }

  return (
    <Stack gap="5">
      {lookups.headers.map((entry) => {
        const saved = byHeader.get(entry.id) ?? [];
        const rows = orders[entry.id] ?? saved;
        const changed = changedRiskOrder(
          saved.map((question) => ({ id: question.id, order: question.order })),
          rows.map((question) => question.id),
        );
        return (
          <Box as="section" key={entry.id} aria-label={entry.name} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" mb="2">
              <Heading size="sm">{entry.name}</Heading>
              {canEdit && (
                <HStack gap="2">
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => setHeader({ id: entry.id, name: entry.name })}
                  >
                    Rename
                  </Button>
                  <SaveOrderButton
                    changed={changed.length}
                    onSave={() =>
                      void runRiskWrite(async () => {
                        const { data: answer } = await saveOrder({ variables: { rows: changed } });
                        return answer?.updateRiskQuestionOrder.message;
                      }).then(async (ok) => {
                        if (ok) await reload();
                      })
                    }
                  />
                </HStack>
              )}
            </HStack>
            <ReorderList
              label={`Questions of ${entry.name}`}
              disabled={!canEdit}
              items={rows.map((question) => ({ ...question, label: question.question }))}
              onMove={(next) => setOrders({ ...orders, [entry.id]: next })}
              renderExtra={(question) => (
                <HStack gap="2">
                  <Text textStyle="xs" color="fg.muted">
                    {question.questionType}
                    {question.isRequired ? ' · required' : ''}
                    {question.isActive ? '' : ' · inactive'}
                  </Text>
                  {canEdit && (
                    <Button
                      size="2xs"
                      variant="outline"
                      onClick={() =>
                        setForm({
                          id: question.id,
                          headerId: question.headerId,
                          question: question.question,
                          questionTypeId: question.questionTypeId,
                          options: question.options.join('\n'),
                          gapOptions: [...question.gapOptions],
                          isRequired: question.isRequired,
                          isActive: question.isActive,
                        })
                      }
                    >
                      Edit
                    </Button>
                  )}
                </HStack>
              )}
            />
          </Box>
        );
      })}
      {canEdit && (
        <HStack
          as="form"
          {...NO_NATIVE_VALIDATION}
          gap="3"
          align="end"
          aria-label={header.id ? 'Rename header' : 'Add header'}
          onSubmit={(event) => {
            event.preventDefault();
            void runRiskWrite(async () => {
              const { data: answer } = await saveHeader({ variables: { input: header } });
              return answer?.saveRiskQuestionHeader.message;
            }).then((ok) => {
              if (ok) {
                setHeader({ id: null, name: '' });
                onSaved();
              }
            });
          }}
        >
          <Field.Root maxW="320px">
            <Field.Label>{header.id ? 'Rename header' : 'New header'}</Field.Label>
            <Input
              size="sm"
              value={header.name}
              onChange={(event) => setHeader({ ...header, name: event.target.value })}
            />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline">
            {header.id ? 'Rename header' : 'Add header'}
          </Button>
        </HStack>
      )}
      {canEdit && (
        <Box
          as="form"
          {...NO_NATIVE_VALIDATION}
          borderWidth="1px"
          borderRadius="md"
          p="4"
          aria-label={form.id ? 'Update question' : 'Add question'}
          onSubmit={(event) => {
            event.preventDefault();
            void submitQuestion();
          }}
        >
          <Heading size="sm" mb="3">
            {form.id ? 'Update question' : 'Add question'}
          </Heading>
          <Stack gap="3">
            <HStack gap="3" wrap="wrap" align="start">
              <Field.Root invalid={formError?.field === 'headerId'} maxW="260px" required>
                <Field.Label>Header</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={form.headerId}
                    onChange={(event) => setForm({ ...form, headerId: event.target.value })}
                  >
                    <option value="">Select</option>
                    {lookups.headers.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entry.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {formError?.field === 'headerId' && <Field.ErrorText>{formError.message}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={formError?.field === 'questionType'} maxW="300px" required>
                <Field.Label>Question type</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={form.questionTypeId}
                    onChange={(event) => setForm({ ...form, questionTypeId: event.target.value })}
                  >
                    <option value="">Select</option>
                    {lookups.questionTypes.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entry.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {formError?.field === 'questionType' && (
                  <Field.ErrorText>{formError.message}</Field.ErrorText>
                )}
              </Field.Root>
            </HStack>
            <Field.Root invalid={formError?.field === 'question'} required>
              <Field.Label>Question</Field.Label>
              <Textarea
                size="sm"
                rows={2}
                value={form.question}
                onChange={(event) => setForm({ ...form, question: event.target.value })}
              />
              {formError?.field === 'question' && <Field.ErrorText>{formError.message}</Field.ErrorText>}
            </Field.Root>
            {type?.hasOptions && (
              <HStack gap="4" align="start" wrap="wrap">
                <Field.Root invalid={formError?.field === 'options'} maxW="320px" required>
                  <Field.Label>Options (one per line)</Field.Label>
                  <Textarea
                    size="sm"
                    rows={4}
                    value={form.options}
                    onChange={(event) => setForm({ ...form, options: event.target.value })}
                  />
                  {formError?.field === 'options' && <Field.ErrorText>{formError.message}</Field.ErrorText>}
                </Field.Root>
                <Box as="fieldset">
                  <Text as="legend" textStyle="sm" fontWeight="medium" mb="1">
                    Options that reveal a gap
                  </Text>
                  {optionList(form.options).map((option) => (
                    <Checkbox
                      key={option}
                      label={option}
                      checked={form.gapOptions.includes(option)}
                      onChange={(on) =>
                        setForm({
                          ...form,
                          gapOptions: on
                            ? [...form.gapOptions, option]
                            : form.gapOptions.filter((entry) => entry !== option),
                        })
                      }
                    />
                  ))}
                </Box>
              </HStack>
            )}
            <HStack gap="4">
              <Checkbox
                label="Required"
                checked={form.isRequired}
                onChange={(isRequired) => setForm({ ...form, isRequired })}
              />
              <Checkbox
                label="Active"
                checked={form.isActive}
                onChange={(isActive) => setForm({ ...form, isActive })}
              />
            </HStack>
            <HStack gap="2">
              <Button type="submit" size="sm" colorPalette="blue">
                {form.id ? 'Update question' : 'Add question'}
              </Button>
              {form.id && (
                <Button size="sm" variant="ghost" onClick={() => setForm(BLANK_QUESTION)}>
                  Cancel
                </Button>
              )}
            </HStack>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
