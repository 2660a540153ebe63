import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { validateRiskAnswer, validateRiskEmployee, validateRiskFile } from '@lexbridge/rules';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import type { RiskQuestionInputKind } from '../../../gql/graphql';

export interface QuestionInputQuestion {
  id: string;
  question: string;
  questionType: string;
  inputKind: RiskQuestionInputKind;
  options: readonly string[];
  isRequired: boolean;
  files: readonly { id: string; fileName: string; size: number }[];
}

export interface QuestionInputProps {
  question: QuestionInputQuestion;
  values: readonly string[];
  onChange: (values: string[]) => void;
  disabled?: boolean;
  /** The employees an Employee Selection answer may name: the users of the assessment's client only. */
  employees: readonly { id: string; name: string }[];
  companyProcesses: readonly { id: string; name: string; businessLine: string }[];
  /** Attachment questions: what happens to a chosen, a clicked and a deleted file. */
  onUpload?: (file: File) => void;
  onDownload?: (file: { id: string; fileName: string }) => void;
  onDelete?: (file: { id: string; fileName: string }) => void;
  /** Attachments can be added only once the questionnaire is open for answers. */
  uploadHint?: string | null;
}

const sizeLabel = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A list of texts or comments: one field per value, with Add and Remove. */
function MultipleValues({
  label,
  values,
  onChange,
  disabled,
  multiline,
}: {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  disabled?: boolean;
  multiline: boolean;
}) {
  const shown = values.length === 0 ? [''] : values;
  return (
    <Stack gap="2">
      {shown.map((value, index) => (
        <HStack key={index} align="start" gap="2">
          {multiline ? (
            <Textarea
              size="sm"
              rows={2}
              value={value}
              disabled={disabled}
              aria-label={`${label}, entry ${index + 1}`}
              onChange={(event) => onChange(shown.map((v, i) => (i === index ? event.target.value : v)))}
            />
          ) : (
            <Input
              size="sm"
              value={value}
              disabled={disabled}
              aria-label={`${label}, entry ${index + 1}`}
              onChange={(event) => onChange(shown.map((v, i) => (i === index ? event.target.value : v)))}
            />
          )}
          {!disabled && shown.length > 1 && (
            <Button
              size="xs"
              variant="ghost"
              aria-label={`Remove entry ${index + 1} of ${label}`}
              onClick={() => onChange(shown.filter((_, i) => i !== index))}
            >
              <X />
            </Button>
          )}
        </HStack>
      ))}
      {!disabled && (
        <Box>
          <Button size="xs" variant="outline" onClick={() => onChange([...shown, ''])}>
            <Plus /> Add another
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/**
 * One question of a questionnaire with the input of its type: Text, Number, Comment, Multiple Text, Multiple
 * Comment, Calendar Field, Employee Selection, Company Process Multiple Selection and Add attachment each have their
 * own; any other type is answered by choosing one of its options. The rule of the type is checked as the user types.
 */
export function QuestionInput({
  question,
  values,
  onChange,
  disabled,
  employees,
  companyProcesses,
  onUpload,
  onDownload,
  onDelete,
  uploadHint,
}: QuestionInputProps) {
  const id = useId();
  const label = question.question;
  const error =
    question.inputKind === 'ATTACHMENT'
      ? null
      : (validateRiskAnswer(question.questionType, values, question.options) ??
        (question.inputKind === 'EMPLOYEE'
          ? validateRiskEmployee(
              values,
              employees.map((employee) => employee.id),
            )
          : null));
  const single = values[0] ?? '';
  const setSingle = (value: string) => onChange(value === '' ? [] : [value]);
  const kind = question.inputKind;

  let input;
  switch (kind) {
    case 'TEXT':
      input = <Input id={id} size="sm" value={single} onChange={(e) => setSingle(e.target.value)} />;
      break;
    case 'NUMBER':
      input = (
        <Input
          id={id}
          size="sm"
          type="number"
          inputMode="decimal"
          maxW="200px"
          value={single}
          onChange={(e) => setSingle(e.target.value)}
        />
      );
      break;
    case 'COMMENT':
      input = (
        <Textarea id={id} size="sm" rows={3} value={single} onChange={(e) => setSingle(e.target.value)} />
      );
      break;
    case 'MULTIPLE_TEXT':
    case 'MULTIPLE_COMMENT':
      input = (
        <MultipleValues
          label={label}
          values={values}
          onChange={onChange}
          disabled={disabled}
          multiline={kind === 'MULTIPLE_COMMENT'}
        />
      );
      break;
    case 'CALENDAR':
      input = (
        <Input
          id={id}
          size="sm"
          type="date"
          maxW="200px"
          value={single}
          onChange={(e) => setSingle(e.target.value)}
        />
      );
      break;
    case 'EMPLOYEE':
      input = (
        <NativeSelect.Root size="sm" maxW="320px">
          <NativeSelect.Field id={id} value={single} onChange={(e) => setSingle(e.target.value)}>
            <option value="">Select</option>
            {/* A stored answer naming someone who is not (or no longer) an employee of this client is shown, never
                offered: it cannot be chosen again, and the message under the list says why. */}
            {single !== '' && !employees.some((employee) => employee.id === single) && (
              <option value={single} disabled>
                Not an employee of this client
              </option>
            )}
            {employees.map((employee) => (
              <option key={employee.id} value={employee.id}>
                {employee.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
      break;
    case 'COMPANY_PROCESSES':
      input = (
        <Box
          as="fieldset"
          aria-labelledby={`${id}-label`}
          borderWidth="1px"
          borderRadius="md"
          p="2"
          maxH="180px"
          overflowY="auto"
        >
          <Stack gap="1">
            {companyProcesses.map((process) => {
              const checked = values.includes(process.id);
              return (
                <HStack as="label" key={process.id} gap="2" textStyle="sm" cursor="pointer">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={disabled}
                    onChange={() =>
                      onChange(checked ? values.filter((v) => v !== process.id) : [...values, process.id])
                    }
                  />
                  <span>
                    {process.name}{' '}
                    <Text as="span" color="fg.muted">
                      ({process.businessLine})
                    </Text>
                  </span>
                </HStack>
              );
            })}
          </Stack>
        </Box>
      );
      break;
    case 'ATTACHMENT':
      input = (
        <Stack gap="1">
          {question.files.length === 0 && (
            <Text textStyle="sm" color="fg.muted">
              No file attached.
            </Text>
          )}
          {question.files.map((file) => (
            <HStack key={file.id} gap="2">
              <Button size="xs" variant="plain" colorPalette="blue" onClick={() => onDownload?.(file)}>
                {file.fileName}
              </Button>
              <Text textStyle="xs" color="fg.muted">
                {sizeLabel(file.size)}
              </Text>
              {!disabled && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete ${file.fileName}`}
                  onClick={() => onDelete?.(file)}
                >
                  Delete
                </Button>
              )}
            </HStack>
          ))}
          {!disabled && (
            <input
              id={id}
              type="file"
              accept=".pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg,.txt,.csv"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onUpload?.(file);
              }}
            />
          )}
          {uploadHint && (
            <Text textStyle="xs" color="fg.muted">
              {uploadHint}
            </Text>
          )}
        </Stack>
      );
      break;
    default:
      input = (
        <Stack as="fieldset" aria-labelledby={`${id}-label`} gap="1" direction="row" wrap="wrap">
          {question.options.map((option) => (
            <HStack as="label" key={option} gap="1" textStyle="sm" cursor="pointer" mr="4">
              <input
                type="radio"
                name={id}
                value={option}
                checked={single === option}
                disabled={disabled}
                onChange={() => setSingle(option)}
              />
              <span>{option}</span>
            </HStack>
          ))}
        </Stack>
      );
  }

  return (
    <Field.Root
      disabled={disabled}
      required={question.isRequired}
      invalid={error !== null}
      data-testid={`question-${question.id}`}
    >
      <Field.Label id={`${id}-label`} htmlFor={id}>
        {label}
        {question.isRequired && <Field.RequiredIndicator />}
        <Text as="span" color="fg.muted" textStyle="xs" ml="2">
          {question.questionType}
        </Text>
      </Field.Label>
      {input}
      {error && <Field.ErrorText>{error.message}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Whether a file may be sent: the type and size rule, as the BFF checks it again. */
export function riskFileRefusal(file: File): string | null {
  return validateRiskFile(file.name, file.size)?.message ?? null;
}
