import { Alert, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import {
  changePasswordChecklist,
  MESSAGES,
  TOAST_TITLES,
  validateChangePassword,
  type ChangePasswordField,
  type ChangePasswordFields,
} from '@lexbridge/rules';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordChecklist } from '../../../components/password-checklist';
import { useChangePasswordMutation } from '../../../gql/hooks';
import { errorMessage, hasErrorCode } from '../../../lib/graphql-errors';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';

const EMPTY: ChangePasswordFields = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: readonly { name: ChangePasswordField; label: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: 'Old Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', autoComplete: 'new-password' },
];

/**
 * /changePassword (the route is menu and edit-permission guarded). The rules are
 * checked in the spec's order ('Please fill in all the details', then 'New Password and Confirm Password do not
 * match', then the live hints); success goes home and says 'Password was changed successfully' (Success!), a falsy
 * answer of the catalogue 'Something went wrong.' (Unsuccessful!), any other failure its message (Error!).
 */
export function ChangePasswordPage() {
  const { homePath } = useCurrentSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<ChangePasswordFields>(EMPTY);
  const [error, setError] = useState<{ field: ChangePasswordField; message: string } | null>(null);
  const [changePassword, { loading }] = useChangePasswordMutation();
  const errorId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateChangePassword(values);
    setError(invalid);
    if (invalid) return;
    try {
      const { data } = await changePassword({ variables: { input: values } });
      await navigate(homePath, { replace: true });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data?.changePassword.message ?? MESSAGES.changePasswordSuccess,
      });
    } catch (failure) {
      const message = errorMessage(failure, MESSAGES.defaultError, [
        'oldPassword',
        'newPassword',
        'confirmPassword',
      ]);
      const falsy = hasErrorCode(failure, 'UPSTREAM_ERROR') && message === MESSAGES.changePasswordFailed;
      notify({
        type: 'error',
        title: falsy ? TOAST_TITLES.unsuccessful : TOAST_TITLES.error,
        description: message,
      });
    }
  }

  return (
    <Stack gap="6" maxW="lg">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Change Password
        </Heading>
        <Text color="fg.muted">Enter your current password, then choose a new one.</Text>
      </Stack>
      <Card.Root>
        <Card.Body>
          <form onSubmit={handleSubmit} noValidate aria-label="Change password">
            <Stack gap="4">
              {FIELDS.map(({ name, label, autoComplete }) => (
                <Field.Root key={name} invalid={error?.field === name} required>
                  <Field.Label>{label}</Field.Label>
                  <Input
                    name={name}
                    type="password"
                    autoComplete={autoComplete}
                    value={values[name]}
                    onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                    aria-describedby={error ? errorId : undefined}
                  />
                </Field.Root>
              ))}
              <PasswordChecklist
                checks={changePasswordChecklist(values.newPassword, values.confirmPassword)}
                label="New password rules"
              />
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
                loadingText="Changing…"
                alignSelf="flex-start"
              >
                Change Password
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
