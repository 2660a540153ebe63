import {
  Badge,
  Button,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  GAPS_MESSAGES,
  questionTypeHasOptions,
  validateGapsQuestion,
  validateQuestionHeaders,
} from '@lexbridge/rules';
import { useState } from 'react';
import type { GapsQuestionnaireQuery, QuestionSet } from '../../gql/graphql';
import {
  useDeleteGapsQuestionHeaderMutation,
  useDeleteGapsQuestionMutation,
  useGapsQuestionnaireQuery,
  useSaveGapsQuestionHeadersMutation,
  useSaveGapsQuestionMutation,
} from '../../gql/hooks';
import { runWrite } from '../../lib/use-write';
import { ConfirmDialog } from '../confirm-dialog';
import { ReorderList } from '../maintenance/reorder-list';
import { ActionsColumnHeader } from '../maintenance/actions-column-header';

type Question = GapsQuestionnaireQuery['gapsQuestions'][number];
interface HeaderDraft {
  id: string;
  label: string;
}

const EMPTY_DRAFT = {
  id: '',
  headerId: '',
  parentQuestionId: '',
  triggerAnswer: '',
  question: '',
  questionTypeId: '',
  options: '',
  isActive: true,
};

/**
 * A business line's questionnaire of one set (gaps and updates, or client change management): its headers (added,
 * renamed, reordered by dragging or with the keyboard, then saved together; deleted after a confirmation) and its
 * questions and sub-questions (added, edited — text, type, options —, switched on or off, deleted). A sub-question
 * names its parent and the answer that shows it.
 */
export function QuestionnaireEditor({
  set,
  lines,
  canEdit,
}: {
  set: QuestionSet;
  lines: { id: string; name: string }[];
  canEdit: boolean;
}) {
  const [lineId, setLineId] = useState(lines[0]!.id);
  const { data, refetch } = useGapsQuestionnaireQuery({
    variables: { set, businessLineId: lineId },
    fetchPolicy: 'network-only',
  });
  const [saveHeaders] = useSaveGapsQuestionHeadersMutation();
  const [deleteHeader] = useDeleteGapsQuestionHeaderMutation();
  const [saveQuestion] = useSaveGapsQuestionMutation();
  const [deleteQuestion] = useDeleteGapsQuestionMutation();
  const headers = data?.gapsQuestionHeaders ?? [];
  const questions = data?.gapsQuestions ?? [];
  const questionTypes = data?.gapsLists.questionTypes ?? [];

  // The headers as the user is arranging them (null: as saved), saved together with Save Headers.
  const [arranged, setArranged] = useState<HeaderDraft[] | null>(null);
  const headerDraft = arranged ?? headers.map((header) => ({ id: header.id, label: header.header }));
  const setHeaderDraft = (rows: HeaderDraft[] | null) => setArranged(rows);
  const [renaming, setRenaming] = useState<{ id: string; text: string } | null>(null);
  const [newHeader, setNewHeader] = useState('');
  // Kept while the confirmation closes, so its text does not empty mid-animation.
  const [deleting, setDeleting] = useState<{ id: string; label: string; open: boolean } | null>(null);
  const closeDelete = () => setDeleting((current) => current && { ...current, open: false });
  const headersChanged =
    headerDraft.length !== headers.length ||
    headerDraft.some(
      (draft, index) => draft.id !== headers[index]?.id || draft.label !== headers[index]?.header,
    );
  const renamed = renaming
    ? headerDraft.map((header) => (header.id === renaming.id ? { ...header, label: renaming.text } : header))
    : headerDraft;
  const headerRefusal = validateQuestionHeaders(renamed.map((header) => header.label));
  const newHeaderRefusal = newHeader.trim()
    ? validateQuestionHeaders([...headerDraft.map((header) => header.label), newHeader])
    : null;

  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const typeId = draft.questionTypeId || questionTypes[0]?.id || '';
  const type = questionTypes.find((entry) => entry.id === typeId)?.name ?? '';
  const options = draft.options
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean);
  const refusal = validateGapsQuestion({
    question: draft.question,
    questionType: type,
    options,
    parentQuestionId: draft.parentQuestionId || null,
    triggerAnswer: draft.triggerAnswer,
  });
  const editing = questions.find((question) => question.id === draft.id) ?? null;

  async function storeHeaders(rows: HeaderDraft[], message: string) {
    const ok = await runWrite(async () => {
      await saveHeaders({
        variables: {
          set,
          businessLineId: lineId,
          headers: rows.map((row) => ({ id: row.id.startsWith('new:') ? null : row.id, header: row.label })),
        },
      });
      return message;
    });
    if (ok) {
      setHeaderDraft(null);
      setRenaming(null);
      void refetch();
    }
    return ok;
  }

  function edit(question: Question) {
    setDraft({
      id: question.id,
      headerId: question.headerId,
      parentQuestionId: question.parentQuestionId ?? '',
      triggerAnswer: question.triggerAnswer ?? '',
      question: question.question,
      questionTypeId: question.questionTypeId,
      options: question.options.join('\n'),
      isActive: question.isActive,
    });
  }

  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Questionnaire
      </Heading>
      <NativeSelect.Root size="sm" width="72">
        <NativeSelect.Field
          aria-label="Questionnaire business line"
          value={lineId}
          onChange={(e) => {
            setLineId(e.target.value);
            setDraft(EMPTY_DRAFT);
            setHeaderDraft(null);
            setRenaming(null);
          }}
        >
          {lines.map((line) => (
            <option key={line.id} value={line.id}>
              {line.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Table.Root size="sm" aria-label="Questions">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Header</Table.ColumnHeader>
            <Table.ColumnHeader>Question</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Active</Table.ColumnHeader>
            {canEdit && <ActionsColumnHeader />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {questions.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={canEdit ? 5 : 4}>No Record Found</Table.Cell>
            </Table.Row>
          )}
          {questions.map((question) => (
            <Table.Row key={question.id} bg={question.id === draft.id ? 'blue.50' : undefined}>
              <Table.Cell>{headers.find((header) => header.id === question.headerId)?.header}</Table.Cell>
              <Table.Cell pl={question.parentQuestionId ? '8' : undefined}>
                {question.parentQuestionId && (
                  <Badge size="sm" mr="2">
                    when “{question.triggerAnswer}”
                  </Badge>
                )}
                {question.question}
                {question.options.length > 0 && (
                  <Text fontSize="xs" color="fg.muted">
                    {question.options.join(' · ')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{question.questionType}</Table.Cell>
              <Table.Cell>{question.isActive ? 'Yes' : 'No'}</Table.Cell>
              {canEdit && (
                <Table.Cell>
                  <HStack gap="1" justify="end">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Edit question ${question.question}`}
                      onClick={() => edit(question)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={async () => {
                        const ok = await runWrite(async () => {
                          await saveQuestion({
                            variables: {
                              set,
                              input: {
                                id: question.id,
                                parentQuestionId: question.parentQuestionId,
                                triggerAnswer: question.triggerAnswer,
                                question: question.question,
                                questionTypeId: question.questionTypeId,
                                questionType: question.questionType,
                                options: question.options,
                                isActive: !question.isActive,
                              },
                            },
                          });
                          return question.isActive ? 'Question switched off.' : 'Question switched on.';
                        });
                        if (ok) void refetch();
                      }}
                    >
                      {question.isActive ? 'Deactivate' : 'Activate'}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Delete question ${question.question}`}
                      onClick={async () => {
                        if (
                          await runWrite(
                            async () =>
                              (await deleteQuestion({ variables: { set, id: question.id } })).data
                                ?.deleteGapsQuestion.message,
                          )
                        ) {
                          if (draft.id === question.id) setDraft(EMPTY_DRAFT);
                          void refetch();
                        }
                      }}
                    >
                      Delete
                    </Button>
                  </HStack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {canEdit && (
        <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" maxW="3xl">
          <Heading as="h3" size="sm">
            Headers
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            Drag a header, or focus its grip and use the up and down arrow keys, to change the order; then
            Save Headers.
          </Text>
          <ReorderList
            label="Question headers"
            items={renamed}
            onMove={(next) => setHeaderDraft(next.map((row) => headerDraft.find((h) => h.id === row.id)!))}
            renderExtra={(header) =>
              renaming?.id === header.id ? (
                <HStack gap="1">
                  <Input
                    size="xs"
                    width="56"
                    autoFocus
                    aria-label={`New text for header ${headerDraft.find((h) => h.id === header.id)?.label}`}
                    aria-invalid={headerRefusal ? true : undefined}
                    value={renaming.text}
                    onChange={(e) => setRenaming({ id: header.id, text: e.target.value })}
                    onKeyDown={(event) => {
                      if (event.key === 'Escape') setRenaming(null);
                      if (event.key === 'Enter' && !headerRefusal) {
                        setHeaderDraft(renamed);
                        setRenaming(null);
                      }
                    }}
                  />
                  <Button
                    size="xs"
                    disabled={!!headerRefusal}
                    onClick={() => {
                      setHeaderDraft(renamed);
                      setRenaming(null);
                    }}
                  >
                    Done
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => setRenaming(null)}>
                    Cancel
                  </Button>
                </HStack>
              ) : (
                <HStack gap="1">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Rename header ${header.label}`}
                    onClick={() => setRenaming({ id: header.id, text: header.label })}
                  >
                    Rename
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Delete header ${header.label}`}
                    onClick={() => setDeleting({ ...header, open: true })}
                  >
                    Delete
                  </Button>
                </HStack>
              )
            }
          />
          {renaming && headerRefusal && (
            <Text color="red.600" fontSize="sm" role="alert">
              {headerRefusal.message}
            </Text>
          )}
          <HStack>
            <Button
              size="sm"
              disabled={!headersChanged || !!headerRefusal || !!renaming}
              onClick={() => void storeHeaders(headerDraft, GAPS_MESSAGES.headersSaved)}
            >
              Save Headers
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!headersChanged}
              onClick={() => {
                setHeaderDraft(null);
                setRenaming(null);
              }}
            >
              Discard changes
            </Button>
          </HStack>
          <HStack align="start">
            <Stack gap="1" flex="1">
              <Input
                size="sm"
                aria-label="New header"
                placeholder="New header"
                value={newHeader}
                onChange={(e) => setNewHeader(e.target.value)}
              />
              {newHeaderRefusal && (
                <Text color="red.600" fontSize="sm" role="alert">
                  {newHeaderRefusal.message}
                </Text>
              )}
            </Stack>
            <Button
              size="sm"
              disabled={!newHeader.trim() || !!newHeaderRefusal || !!renaming}
              onClick={async () => {
                // Added after the headers as arranged now (unsaved renames and order go with it).
                if (
                  await storeHeaders(
                    [...headerDraft, { id: 'new:', label: newHeader }],
                    GAPS_MESSAGES.headersSaved,
                  )
                )
                  setNewHeader('');
              }}
            >
              Add Header
            </Button>
          </HStack>
          <Heading as="h3" size="sm" mt="2">
            {editing ? `Edit question: ${editing.question}` : 'Add a question'}
          </Heading>
          <HStack gap="2" wrap="wrap">
            {!editing && (
              <NativeSelect.Root size="sm" width="56">
                <NativeSelect.Field
                  aria-label="Question header"
                  value={draft.headerId}
                  onChange={(e) => setDraft({ ...draft, headerId: e.target.value })}
                >
                  <option value="">Header…</option>
                  {headers.map((header) => (
                    <option key={header.id} value={header.id}>
                      {header.header}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
            {!editing && (
              <NativeSelect.Root size="sm" width="64">
                <NativeSelect.Field
                  aria-label="Parent question"
                  value={draft.parentQuestionId}
                  onChange={(e) => setDraft({ ...draft, parentQuestionId: e.target.value })}
                >
                  <option value="">Top question (no parent)</option>
                  {questions
                    .filter((question) => !question.parentQuestionId)
                    .map((question) => (
                      <option key={question.id} value={question.id}>
                        {question.question}
                      </option>
                    ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
            {draft.parentQuestionId && (
              <Input
                size="sm"
                width="48"
                aria-label="Shown for the answer"
                placeholder="Shown for the answer"
                value={draft.triggerAnswer}
                onChange={(e) => setDraft({ ...draft, triggerAnswer: e.target.value })}
              />
            )}
            <NativeSelect.Root size="sm" width="56">
              <NativeSelect.Field
                aria-label="Question type"
                value={typeId}
                onChange={(e) => setDraft({ ...draft, questionTypeId: e.target.value })}
              >
                {questionTypes.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <Input
            size="sm"
            aria-label="Question text"
            placeholder="Question"
            value={draft.question}
            onChange={(e) => setDraft({ ...draft, question: e.target.value })}
          />
          {questionTypeHasOptions(type) && (
            <Textarea
              size="sm"
              aria-label="Options, one per line"
              placeholder="Options, one per line"
              value={draft.options}
              onChange={(e) => setDraft({ ...draft, options: e.target.value })}
            />
          )}
          {editing && editing.questionTypeId !== typeId && (
            <Text fontSize="sm" color="fg.muted">
              A question that already has answers keeps its type: the catalogue refuses the change.
            </Text>
          )}
          {refusal && (draft.question || editing) && (
            <Text color="red.600" fontSize="sm" role="alert">
              {refusal.message}
            </Text>
          )}
          <HStack>
            <Button
              size="sm"
              disabled={!!refusal || (!editing && !draft.parentQuestionId && !draft.headerId)}
              onClick={async () => {
                const ok = await runWrite(async () => {
                  await saveQuestion({
                    variables: {
                      set,
                      input: {
                        id: editing?.id ?? null,
                        headerId: editing || draft.parentQuestionId ? null : draft.headerId,
                        parentQuestionId: draft.parentQuestionId || null,
                        triggerAnswer: draft.parentQuestionId ? draft.triggerAnswer : null,
                        question: draft.question,
                        questionTypeId: typeId,
                        questionType: type,
                        options: questionTypeHasOptions(type) ? options : [],
                        isActive: editing ? draft.isActive : true,
                      },
                    },
                  });
                  return GAPS_MESSAGES.questionSaved;
                });
                if (ok) {
                  setDraft(
                    editing ? EMPTY_DRAFT : { ...draft, question: '', options: '', triggerAnswer: '' },
                  );
                  void refetch();
                }
              }}
            >
              {editing ? 'Save Question' : 'Add Question'}
            </Button>
            {editing && (
              <Button size="sm" variant="ghost" onClick={() => setDraft(EMPTY_DRAFT)}>
                Cancel edit
              </Button>
            )}
          </HStack>
        </Stack>
      )}
      <ConfirmDialog
        open={deleting?.open ?? false}
        title="Delete header"
        message={`Delete the header '${deleting?.label ?? ''}' with all its questions and their answers?`}
        confirmLabel="Delete"
        onConfirm={async () => {
          const header = deleting!;
          closeDelete();
          if (
            await runWrite(
              async () =>
                (await deleteHeader({ variables: { set, id: header.id } })).data?.deleteGapsQuestionHeader
                  .message,
            )
          ) {
            // Unsaved renames and order are dropped with it: the list is reloaded as saved.
            setHeaderDraft(null);
            setRenaming(null);
            void refetch();
          }
        }}
        onCancel={closeDelete}
      />
    </Stack>
  );
}
