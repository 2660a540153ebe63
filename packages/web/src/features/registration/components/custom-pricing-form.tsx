import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  ESTIMATED_USERS,
  MESSAGES,
  TOAST_TITLES,
  validateCustomPricing,
  type CustomPricingField,
  type CustomPricingFields,
} from '@lexbridge/rules';
import { useState, type FormEvent } from 'react';
import { useRequestCustomPricingMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { toCustomPricingInput, type PlanChoice } from '../plan-choice';
import { TextField } from './form-field';

type TextFieldName = 'email' | 'firstName' | 'lastName' | 'productName' | 'phone' | 'companyName';

const TEXT_FIELDS: readonly {
  name: TextFieldName;
  label: string;
  type?: string;
  autoComplete: string;
  helper?: string;
}[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'productName', label: 'Product Name', autoComplete: 'off' },
];

const CONTACT_FIELDS: typeof TEXT_FIELDS = [
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', helper: '10 digits' },
  { name: 'companyName', label: 'Company Name', autoComplete: 'organization' },
];

interface CustomPricingFormProps {
  choice: PlanChoice;
  /** Back to the plans (after a sent request, or Cancel). */
  onDone: () => void;
}

/**
 * The Custom Pricing Request form: every field but the product name and the
 * questions is required, the phone has 10 digits, and an estimated number of users is chosen; any failure says
 * 'Please select all the fields'. The questions are collected but not sent.
 */
export function CustomPricingForm({ choice, onDone }: CustomPricingFormProps) {
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    email: '',
    firstName: '',
    lastName: '',
    productName: choice.productName,
    phone: '',
    companyName: '',
  });
  const [estimatedUsers, setEstimatedUsers] = useState('');
  const [questions, setQuestions] = useState('');
  const [error, setError] = useState<{ field: CustomPricingField; message: string } | null>(null);
  const [requestPricing, { loading }] = useRequestCustomPricingMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: CustomPricingFields = {
      productPlanId: choice.plan.productPlanId,
      ...values,
      estimatedUsers: estimatedUsers || null,
    };
    const invalid = validateCustomPricing(fields);
    setError(invalid);
    if (invalid) return;
    try {
      const { data } = await requestPricing({ variables: { input: toCustomPricingInput(fields) } });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data?.requestCustomPricing.message ?? MESSAGES.defaultSuccess,
      });
      onDone();
    } catch (failure) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(failure, MESSAGES.defaultError),
      });
    }
  }

  const textField = ({ name, label, type, autoComplete, helper }: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={name}
      name={name}
      label={label}
      type={type ?? 'text'}
      autoComplete={autoComplete}
      helperText={helper}
      required={name !== 'productName'}
      value={values[name]}
      onValueChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      invalid={error?.field === name}
    />
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Custom Pricing Request">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h2" size="xl">
            Custom Pricing Request
          </Heading>
          <Text color="fg.muted">
            {choice.productName}, {choice.plan.planName} plan ({choice.durationName}): tell us about your team
            and we will send you a quote.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {TEXT_FIELDS.map(textField)}
          <Field.Root invalid={error?.field === 'estimatedUsers'} required>
            <Field.Label>
              Estimated Users
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="estimatedUsers"
                value={estimatedUsers}
                onChange={(event) => setEstimatedUsers(event.target.value)}
              >
                <option value="">Select…</option>
                {ESTIMATED_USERS.map((choiceValue) => (
                  <option key={choiceValue} value={choiceValue}>
                    {choiceValue}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {CONTACT_FIELDS.map(textField)}
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Questions</Field.Label>
          <Textarea
            name="questions"
            rows={4}
            value={questions}
            onChange={(event) => setQuestions(event.target.value)}
          />
          <Field.HelperText data-testid="questions-notice">
            Your questions are not sent with the request: keep them for when our team contacts you.
          </Field.HelperText>
        </Field.Root>
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error.message}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={loading} loadingText="Sending…">
            Submit Request
          </Button>
          <Button variant="outline" onClick={onDone} disabled={loading}>
            Back to plans
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
