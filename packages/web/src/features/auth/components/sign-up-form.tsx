import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { MESSAGES, validateSignUp, type SignUpField, type SignUpFields } from '@lexbridge/rules';
import { useId, useState, type FormEvent } from 'react';
import { useSignUpMutation } from '../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';

const FIELD_ORDER: readonly SignUpField[] = ['confirmPassword', 'email', 'password'];
const EMPTY: SignUpFields = { email: '', password: '', confirmPassword: '' };

type Outcome =
  { status: 'error'; field: SignUpField | null; message: string } | { status: 'success'; message: string };

/**
 * The sign-up mode of the sign-in screen: e-mail, password and confirmation, checked
 * in the spec's order (the passwords match, every field is filled, the e-mail is valid), then the signUp mutation;
 * success says 'Signup Successfully'.
 */
export function SignUpForm() {
  const [values, setValues] = useState<SignUpFields>(EMPTY);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [signUp, { loading }] = useSignUpMutation();
  const messageId = useId();

  const field = (name: SignUpField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    'aria-describedby': outcome ? messageId : undefined,
  });
  const invalid = (name: SignUpField) => outcome?.status === 'error' && outcome.field === name;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const failure = validateSignUp(values);
    if (failure) {
      setOutcome({ status: 'error', field: failure.field, message: failure.message });
      return;
    }
    setOutcome(null);
    try {
      const { data } = await signUp({ variables: { input: { ...values, email: values.email.trim() } } });
      setOutcome({ status: 'success', message: data?.signUp.message ?? MESSAGES.signUpSuccess });
      setValues(EMPTY);
    } catch (error) {
      const message = errorMessage(error, MESSAGES.defaultError, FIELD_ORDER);
      const fields = fieldErrors(error);
      setOutcome({
        status: 'error',
        field: FIELD_ORDER.find((name) => fields[name] === message) ?? null,
        message,
      });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
      <Stack gap="4">
        <Field.Root invalid={invalid('email')} required>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" {...field('email')} />
        </Field.Root>
        <Field.Root invalid={invalid('password')} required>
          <Field.Label>Password</Field.Label>
          <Input type="password" autoComplete="new-password" {...field('password')} />
        </Field.Root>
        <Field.Root invalid={invalid('confirmPassword')} required>
          <Field.Label>Confirm Password</Field.Label>
          <Input type="password" autoComplete="new-password" {...field('confirmPassword')} />
        </Field.Root>
        {outcome && (
          <Alert.Root
            status={outcome.status}
            id={messageId}
            role={outcome.status === 'error' ? 'alert' : 'status'}
          >
            <Alert.Indicator />
            <Alert.Title>{outcome.message}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="blue" loading={loading} loadingText="Signing up…" width="full">
          SignUp
        </Button>
      </Stack>
    </form>
  );
}
