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
import { questionTypeHasOptions, validateGapsQuestion } from '@lexbridge/rules';
import { useState } from 'react';
import {
  useDeleteGapsQuestionHeaderMutation,
  useDeleteGapsQuestionMutation,
  useGapsQuestionnaireQuery,
  useSaveGapsQuestionHeadersMutation,
  useSaveGapsQuestionMutation,
} from '../../../gql/hooks';
import { runWrite } from '../../../lib/use-write';

/**
 * The gaps questionnaire of a business line: its headers (renamed, added, deleted) and its questions and
 * sub-questions (added, switched on or off, deleted). A sub-question names its parent and the answer that shows it.
 */
export function GapsQuestionnaireEditor({
  lines,
  questionTypes,
  canEdit,
}: {
  lines: { id: string; name: string }[];
  questionTypes: { id: string; name: string }[];
  canEdit: boolean;
}) {
  const [lineId, setLineId] = useState(lines[0]!.id);
  const { data, refetch } = useGapsQuestionnaireQuery({
    variables: { businessLineId: lineId },
    fetchPolicy: 'network-only',
  });
  const [saveHeaders] = useSaveGapsQuestionHeadersMutation();
  const [deleteHeader] = useDeleteGapsQuestionHeaderMutation();
  const [saveQuestion] = useSaveGapsQuestionMutation();
  const [deleteQuestion] = useDeleteGapsQuestionMutation();
  const headers = data?.gapsQuestionHeaders ?? [];
  const questions = data?.gapsQuestions ?? [];
  const [newHeader, setNewHeader] = useState('');
  const [draft, setDraft] = useState({
    headerId: '',
    parentQuestionId: '',
    triggerAnswer: '',
    question: '',
    questionTypeId: questionTypes[0]?.id ?? '',
    options: '',
  });
  const type = questionTypes.find((entry) => entry.id === draft.questionTypeId)?.name ?? '';
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

  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Questionnaire
      </Heading>
      <NativeSelect.Root size="sm" width="72">
        <NativeSelect.Field
          aria-label="Questionnaire business line"
          value={lineId}
          onChange={(e) => setLineId(e.target.value)}
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
            {canEdit && <Table.ColumnHeader />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {questions.map((question) => (
            <Table.Row key={question.id}>
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
                      onClick={async () => {
                        const ok = await runWrite(async () => {
                          await saveQuestion({
                            variables: {
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
                              (await deleteQuestion({ variables: { id: question.id } })).data
                                ?.deleteGapsQuestion.message,
                          )
                        )
                          void refetch();
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
          {headers.map((header) => (
            <HStack key={header.id} justify="space-between">
              <Text fontSize="sm">{header.header}</Text>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Delete header ${header.header}`}
                onClick={async () => {
                  if (
                    await runWrite(
                      async () =>
                        (await deleteHeader({ variables: { id: header.id } })).data?.deleteGapsQuestionHeader
                          .message,
                    )
                  )
                    void refetch();
                }}
              >
                Delete
              </Button>
            </HStack>
          ))}
          <HStack>
            <Input
              size="sm"
              aria-label="New header"
              placeholder="New header"
              value={newHeader}
              onChange={(e) => setNewHeader(e.target.value)}
            />
            <Button
              size="sm"
              disabled={!newHeader.trim()}
              onClick={async () => {
                const ok = await runWrite(async () => {
                  await saveHeaders({
                    variables: {
                      businessLineId: lineId,
                      headers: [
                        ...headers.map((h) => ({ id: h.id, header: h.header })),
                        { header: newHeader },
                      ],
                    },
                  });
                  return 'Question headers saved successfully.';
                });
                if (ok) {
                  setNewHeader('');
                  void refetch();
                }
              }}
            >
              Add Header
            </Button>
          </HStack>
          <Heading as="h3" size="sm" mt="2">
            Add a question
          </Heading>
          <HStack gap="2" wrap="wrap">
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
            <NativeSelect.Root size="sm" width="56">
              <NativeSelect.Field
                aria-label="Parent question"
                value={draft.parentQuestionId}
                onChange={(e) => setDraft({ ...draft, parentQuestionId: e.target.value })}
              >
                <option value="">No parent (a top question)</option>
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
                value={draft.questionTypeId}
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
          {refusal && draft.question && (
            <Text color="red.600" fontSize="sm">
              {refusal.message}
            </Text>
          )}
          <Button
            size="sm"
            alignSelf="start"
            disabled={!!refusal || (!draft.parentQuestionId && !draft.headerId)}
            onClick={async () => {
              const ok = await runWrite(async () => {
                await saveQuestion({
                  variables: {
                    input: {
                      headerId: draft.parentQuestionId ? null : draft.headerId,
                      parentQuestionId: draft.parentQuestionId || null,
                      triggerAnswer: draft.parentQuestionId ? draft.triggerAnswer : null,
                      question: draft.question,
                      questionTypeId: draft.questionTypeId,
                      questionType: type,
                      options,
                    },
                  },
                });
                return 'Question saved successfully.';
              });
              if (ok) {
                setDraft({ ...draft, question: '', options: '', triggerAnswer: '' });
                void refetch();
              }
            }}
          >
            Add Question
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
