import { Tabs } from '@chakra-ui/react';
import {
  OPTIONS_QUESTION_TYPE,
  QUESTION_LIST_TITLES,
  QUESTION_LISTS,
  QUESTION_MAX,
  QUESTION_TYPES,
  validateQuestion,
  yesNoLabel,
  type QuestionList,
} from '@lexbridge/rules';
import { useState } from 'react';
import type { Column } from 'react-data-grid';
import { GridSearch, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { MaintenanceGrid, yesNoColumn } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextAreaField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import type { MaintenanceQuestionsQuery, QuestionListKind } from '../../../gql/graphql';
import {
  useAssignmentOptionsQuery,
  useDeleteQuestionMutation,
  useMaintenanceQuestionsLazyQuery,
  useSaveQuestionMutation,
} from '../../../gql/hooks';
import { useSheetExport } from '../../../components/maintenance/use-sheet-export';
import { matching } from '../../../components/maintenance/list-screen';

type Row = MaintenanceQuestionsQuery['maintenanceQuestions'][number];

const ENUM_OF: Record<QuestionList, QuestionListKind> = {
  Artifact: 'ARTIFACT',
  RiskAssessment: 'RISK_ASSESSMENT',
  BusinessLine: 'BUSINESS_LINE',
};

/** The options typed one a line, trimmed, blank lines left out. */
export function optionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Questions: the artifact, risk-assessment and business-line question lists, a tab each. */
export function QuestionsPage() {
  const [list, setList] = useState<QuestionList>('Artifact');
  return (
    <Tabs.Root value={list} onValueChange={(details) => setList(details.value as QuestionList)} lazyMount>
      <Tabs.List aria-label="Question lists">
        {QUESTION_LISTS.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            {QUESTION_LIST_TITLES[name]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {QUESTION_LISTS.map((name) => (
        <Tabs.Content key={name} value={name}>
          <QuestionGrid list={name} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function QuestionGrid({ list }: { list: QuestionList }) {
  const canEdit = useCanEdit();
  const search = useDebouncedSearch();
  const [fetchAll] = useMaintenanceQuestionsLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    () =>
      pageOf(fetchAll({ variables: { list: ENUM_OF[list] } }), (result) => {
        const rows = matching(result.maintenanceQuestions, search.applied, (row) => [
          row.question,
          row.questionType,
          row.businessLineName ?? '',
        ]);
        return { totalCount: rows.length, items: rows };
      }),
    `${list}:${search.applied}`,
  );
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const [remove] = useDeleteQuestionMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });
  const title = QUESTION_LIST_TITLES[list];
  const { exportRows, exporting } = useSheetExport(title);
  const columns: Column<Row>[] = [
    { key: 'sortOrder', name: 'Order', width: 80 },
    { key: 'question', name: 'Question', minWidth: 320 },
    ...(list === 'BusinessLine'
      ? [
          {
            key: 'businessLineName',
            name: 'Business Line',
            width: 200,
            renderCell: ({ row }: { row: Row }) => row.businessLineName ?? '',
          },
        ]
      : []),
    { key: 'questionType', name: 'Type', width: 170 },
    {
      key: 'options',
      name: 'Options',
      width: 220,
      renderCell: ({ row }: { row: Row }) => row.options.join(', '),
    },
    yesNoColumn<Row>('isRequired', 'Required', 100),
    ...(list === 'Artifact'
      ? [{ key: 'answerCount', name: 'Answers', width: 100 } as Column<Row>]
      : [yesNoColumn<Row>('isActive', 'Active', 90)]),
  ];
  return (
    <>
      <MaintenanceGrid
        title={title}
        label={title}
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
              (await remove({ variables: { list: ENUM_OF[list], id: row.id } })).data!.deleteQuestion.message,
          )
        }
        onExport={() =>
          void exportRows(
            ['Order', 'Question', 'Business Line', 'Type', 'Options', 'Required', 'Active'],
            async () =>
              data.rows.map((row) => ({
                Order: row.sortOrder,
                Question: row.question,
                'Business Line': row.businessLineName ?? '',
                Type: row.questionType,
                Options: row.options.join(', '),
                Required: yesNoLabel(row.isRequired),
                Active: yesNoLabel(row.isActive),
              })),
          )
        }
        exporting={exporting}
        filters={<GridSearch search={search} label={`Search ${title.toLowerCase()}`} />}
      />
      {modal.mode !== 'closed' && (
        <QuestionModal
          list={list}
          row={modal.mode === 'update' ? modal.row : null}
          others={data.rows}
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

function QuestionModal({
  list,
  row,
  others,
  readOnly,
  onClose,
  onSaved,
}: {
  list: QuestionList;
  row: Row | null;
  others: readonly Row[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [question, setQuestion] = useState(row?.question ?? '');
  const [questionType, setQuestionType] = useState(row?.questionType ?? '');
  const [optionsText, setOptionsText] = useState((row?.options ?? []).join('\n'));
  const [gapText, setGapText] = useState((row?.gapAnswers ?? []).join('\n'));
  const [isRequired, setIsRequired] = useState(row?.isRequired ?? false);
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [businessLineId, setBusinessLineId] = useState(row?.businessLineId ?? '');
  const [touched, setTouched] = useState(false);
  const lines = useAssignmentOptionsQuery({ skip: list !== 'BusinessLine' });
  const [save] = useSaveQuestionMutation();
  const confirmed = useConfirmedSave(onSaved);
  const options = questionType === OPTIONS_QUESTION_TYPE ? optionLines(optionsText) : [];
  const gapAnswers = list === 'Artifact' ? optionLines(gapText) : [];
  const siblings = others
    .filter((other) => list !== 'BusinessLine' || other.businessLineId === businessLineId)
    .map((other) => ({ id: other.id, name: other.question }));
  const failure = validateQuestion(
    { list, question, questionType, options, gapAnswers, businessLineId },
    siblings,
    row?.id,
  );
  const errorOf = (field: string) =>
    (touched && failure?.field === field ? failure.message : null) ?? confirmed.errorOf(field);
  const touch = () => setTouched(true);
  return (
    <MaintenanceModal
      open
      title={`${row ? 'Update' : 'Add'} ${QUESTION_LIST_TITLES[list].replace(/s$/, '')}`}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                list: ENUM_OF[list],
                id: row?.id ?? null,
                question: question.trim(),
                questionType,
                options,
                gapAnswers,
                isRequired,
                isActive,
                businessLineId: list === 'BusinessLine' ? businessLineId : null,
              },
            },
          });
          return data!.saveQuestion.message;
        })
      }
    >
      {list === 'BusinessLine' && (
        <SelectField
          label="Business Line"
          required
          value={businessLineId}
          error={errorOf('businessLineId')}
          onChange={(value) => {
            touch();
            setBusinessLineId(value);
          }}
          options={lines.data?.assignmentOptions.businessLines ?? []}
        />
      )}
      <TextAreaField
        label="Question"
        required
        value={question}
        maxLength={QUESTION_MAX}
        error={errorOf('question')}
        onChange={(value) => {
          touch();
          confirmed.clear('question');
          setQuestion(value);
        }}
      />
      <SelectField
        label="Question Type"
        required
        value={questionType}
        error={errorOf('questionType')}
        onChange={(value) => {
          touch();
          setQuestionType(value);
        }}
        options={QUESTION_TYPES[list].map((type) => ({ id: type, name: type }))}
      />
      {questionType === OPTIONS_QUESTION_TYPE && (
        <TextAreaField
          label="Options (one a line)"
          required
          rows={4}
          value={optionsText}
          error={errorOf('options')}
          onChange={(value) => {
            touch();
            confirmed.clear('options');
            setOptionsText(value);
          }}
        />
      )}
      {list === 'Artifact' && questionType === OPTIONS_QUESTION_TYPE && (
        <TextAreaField
          label="Gap answers (options that make the requirement a gap, one a line)"
          rows={2}
          value={gapText}
          error={errorOf('gapAnswers')}
          onChange={(value) => {
            touch();
            setGapText(value);
          }}
        />
      )}
      <CheckboxField label="Answer required" checked={isRequired} onChange={setIsRequired} />
      {list !== 'Artifact' && (
        <CheckboxField label="Active (asked)" checked={isActive} onChange={setIsActive} />
      )}
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
