import {
  Alert,
  Box,
  Button,
  Checkbox,
  Fieldset,
  Heading,
  Link,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  BILLING_PERIOD_LABELS,
  BILLING_PERIODS,
  billingPeriodMismatchMessage,
  MESSAGES,
  TOAST_TITLES,
  validateRegistration,
  type BillingPeriodValue,
  type RegistrationField,
  type RegistrationFields,
} from '@lexbridge/rules';
import { useId, useState, type FormEvent } from 'react';
import { TermsDialog } from '../../../components/terms/terms-dialog';
import { useRegisterUserMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { formatPrice, toRegisterUserInput, type PlanChoice } from '../plan-choice';
import { TextField } from './form-field';

type AccountField = Exclude<RegistrationField, 'productPlanId' | 'billingPeriod' | 'termsAccepted'>;

const ACCOUNT_FIELDS: readonly {
  name: AccountField;
  label: string;
  type?: string;
  autoComplete: string;
  helper?: string;
}[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zip', label: 'Zip Code', autoComplete: 'postal-code', helper: '6 digits' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', helper: '10 digits' },
  { name: 'companyName', label: 'Company Name', autoComplete: 'organization' },
];

type Account = Record<AccountField, string>;
const EMPTY_ACCOUNT: Account = {
  email: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  companyName: '',
};

interface Card {
  cardNumber: string;
  expiry: string;
  cvv: string;
  billingZip: string;
}
const EMPTY_CARD: Card = { cardNumber: '', expiry: '', cvv: '', billingZip: '' };

/**
 * The registration form: 1 Account Info, 2 Select Billing Period, 3 Payment Method,
 * the privacy and terms checkbox and Submit. Checked in the spec's order: plan, billing period, terms, then every
 * field ('Please select all the fields': zip of 6 digits, phone of 10). The card fields are never sent.
 *
 * The billing period is the chosen plan's: choosing a plan selects its tab's period; choosing the other period asks
 * the page for the same plan under that period's tab, and without one the form says the plan is not billed so and
 * registers nothing.
 */
export function RegistrationForm({
  choice,
  onBillingPeriodChange,
  onRegistered,
}: {
  choice: PlanChoice | null;
  /** Switches the chosen plan to the same plan of another billing period; false when there is none. */
  onBillingPeriodChange: (period: BillingPeriodValue) => boolean;
  onRegistered: () => void;
}) {
  const [account, setAccount] = useState<Account>(EMPTY_ACCOUNT);
  const [billingPeriod, setBillingPeriod] = useState<string | null>(choice?.billingPeriod ?? null);
  const choiceId = choice?.plan.productPlanId ?? null;
  const [seenChoiceId, setSeenChoiceId] = useState(choiceId);
  if (seenChoiceId !== choiceId) {
    // A newly chosen plan brings its tab's billing period.
    setSeenChoiceId(choiceId);
    if (choice?.billingPeriod) setBillingPeriod(choice.billingPeriod);
  }
  const [card, setCard] = useState<Card>(EMPTY_CARD);
  const [billingZipSame, setBillingZipSame] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [error, setError] = useState<{ field: RegistrationField; message: string } | null>(null);
  const [registerUser, { loading }] = useRegisterUserMutation();
  const errorId = useId();

  function changeBillingPeriod(period: BillingPeriodValue) {
    setBillingPeriod(period);
    const planPeriod = choice?.billingPeriod ?? null;
    if (!planPeriod || planPeriod === period || onBillingPeriodChange(period)) {
      if (error?.field === 'billingPeriod') setError(null);
      return;
    }
    setError({ field: 'billingPeriod', message: billingPeriodMismatchMessage(planPeriod, period) });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: RegistrationFields = {
      productPlanId: choice?.plan.productPlanId ?? null,
      billingPeriod,
      planBillingPeriod: choice?.billingPeriod ?? null,
      termsAccepted,
      ...account,
    };
    const invalid = validateRegistration(fields);
    setError(invalid);
    if (invalid) return;
    try {
      const { data } = await registerUser({
        variables: { input: toRegisterUserInput(fields, billingZipSame) },
      });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data?.registerUser.message ?? MESSAGES.defaultSuccess,
      });
      setAccount(EMPTY_ACCOUNT);
      setBillingPeriod(null);
      setCard(EMPTY_CARD);
      setBillingZipSame(false);
      setTermsAccepted(false);
      onRegistered();
    } catch (failure) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(failure, MESSAGES.defaultError),
      });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Registration">
      <Stack gap="8">
        <Box aria-live="polite" data-testid="chosen-plan">
          {choice ? (
            <Text>
              Your plan: <strong>{choice.productName}</strong>, {choice.plan.planName} ({choice.durationName}
              {choice.plan.planPricing !== null ? `, ${formatPrice(choice.plan.planPricing)}` : ''})
            </Text>
          ) : (
            <Text color="fg.muted">Choose a plan above to register for it.</Text>
          )}
        </Box>

        <Fieldset.Root>
          <Fieldset.Legend asChild>
            <Heading as="h3" size="md">
              1. Account Info
            </Heading>
          </Fieldset.Legend>
          <Fieldset.Content>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {ACCOUNT_FIELDS.map(({ name, label, type, autoComplete, helper }) => (
                <TextField
                  key={name}
                  name={name}
                  label={label}
                  type={type ?? 'text'}
                  autoComplete={autoComplete}
                  helperText={helper}
                  inputMode={name === 'zip' || name === 'phone' ? 'numeric' : undefined}
                  value={account[name]}
                  onValueChange={(value) => setAccount((current) => ({ ...current, [name]: value }))}
                  invalid={error?.field === name}
                />
              ))}
            </SimpleGrid>
          </Fieldset.Content>
        </Fieldset.Root>

        <Fieldset.Root invalid={error?.field === 'billingPeriod'}>
          <Fieldset.Legend asChild>
            <Heading as="h3" size="md">
              2. Select Billing Period
            </Heading>
          </Fieldset.Legend>
          <Fieldset.Content>
            <RadioGroup.Root
              name="billingPeriod"
              value={billingPeriod}
              onValueChange={(details) => changeBillingPeriod(details.value as BillingPeriodValue)}
              aria-label="Billing period"
            >
              <Stack direction="row" gap="6">
                {BILLING_PERIODS.map((period) => (
                  <RadioGroup.Item key={period} value={period}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{BILLING_PERIOD_LABELS[period]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Fieldset.Content>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend asChild>
            <Heading as="h3" size="md">
              3. Payment Method
            </Heading>
          </Fieldset.Legend>
          <Fieldset.HelperText data-testid="card-notice">
            Your card details stay in this browser: they are not sent to Lexbridge or stored anywhere. Our
            team contacts you to set up payment.
          </Fieldset.HelperText>
          <Fieldset.Content>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label="Card Number"
                name="cardNumber"
                autoComplete="cc-number"
                inputMode="numeric"
                required={false}
                value={card.cardNumber}
                onValueChange={(value) => setCard((current) => ({ ...current, cardNumber: value }))}
              />
              <TextField
                label="MM/YY"
                name="expiry"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                required={false}
                value={card.expiry}
                onValueChange={(value) => setCard((current) => ({ ...current, expiry: value }))}
              />
              <TextField
                label="CVC/CVV"
                name="cvv"
                autoComplete="cc-csc"
                inputMode="numeric"
                required={false}
                value={card.cvv}
                onValueChange={(value) => setCard((current) => ({ ...current, cvv: value }))}
              />
              <TextField
                label="Billing Zip Code"
                name="billingZip"
                autoComplete="billing postal-code"
                inputMode="numeric"
                required={false}
                disabled={billingZipSame}
                value={billingZipSame ? account.zip : card.billingZip}
                onValueChange={(value) => setCard((current) => ({ ...current, billingZip: value }))}
              />
            </SimpleGrid>
            <Checkbox.Root
              checked={billingZipSame}
              onCheckedChange={(details) => setBillingZipSame(details.checked === true)}
            >
              <Checkbox.HiddenInput name="billingZipCheck" />
              <Checkbox.Control />
              <Checkbox.Label>The billing zip code is my account zip code</Checkbox.Label>
            </Checkbox.Root>
          </Fieldset.Content>
        </Fieldset.Root>

        <Checkbox.Root
          checked={termsAccepted}
          invalid={error?.field === 'termsAccepted'}
          onCheckedChange={(details) => setTermsAccepted(details.checked === true)}
        >
          <Checkbox.HiddenInput name="termsAccepted" />
          <Checkbox.Control />
          <Checkbox.Label>
            I agree to the privacy policy and the{' '}
            <Link asChild colorPalette="blue" variant="underline">
              <button type="button" onClick={() => setTermsOpen(true)}>
                Terms and Conditions
              </button>
            </Link>
          </Checkbox.Label>
        </Checkbox.Root>

        {error && (
          <Alert.Root status="error" id={errorId} role="alert">
            <Alert.Indicator />
            <Alert.Title>{error.message}</Alert.Title>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="blue"
          loading={loading}
          loadingText="Submitting…"
          alignSelf="flex-start"
        >
          Submit
        </Button>
      </Stack>
      <TermsDialog
        open={termsOpen}
        initiallyAccepted={termsAccepted}
        onClose={(accepted) => {
          setTermsOpen(false);
          if (accepted) setTermsAccepted(true);
        }}
      />
    </form>
  );
}
