import { Button, Field, Input, Link, Separator, Stack } from '@chakra-ui/react';
import {
  isStrongPassword,
  MESSAGES,
  passwordChecklist,
  RESET_SPECIAL_CHARACTERS,
  TOAST_TITLES,
  validateResetPassword,
} from '@lexbridge/rules';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordChecklist } from '../../../components/password-checklist';
import { TermsDialog } from '../../../components/terms/terms-dialog';
import { paths, RESET_TOKEN_PARAMS } from '../../../config/paths';
import { useResetPasswordMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { Disclaimer } from './disclaimer';
import { SignInLayout } from '../../../components/sign-in-layout';

/**
 * /forget-password?Token=..&Token2=..: a new password with its live checklist
 * (the reset page's special characters); Update Password stays disabled until every rule passes. Success and
 * failure both return to /login, with the catalogue's message ('Success!') or the failure ('Error!').
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [termsOpen, setTermsOpen] = useState(false);
  const [resetPassword, { loading }] = useResetPasswordMutation();

  const checks = passwordChecklist(password, confirmPassword, RESET_SPECIAL_CHARACTERS);
  const valid = isStrongPassword(password, confirmPassword, RESET_SPECIAL_CHARACTERS);

  function finish(type: 'success' | 'error', description: string) {
    void navigate(paths.login.getHref(), { replace: true });
    notify({ type, title: type === 'success' ? TOAST_TITLES.success : TOAST_TITLES.error, description });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || loading) return;
    const input = {
      password,
      confirmPassword,
      token: params.get(RESET_TOKEN_PARAMS.token) ?? '',
      token2: params.get(RESET_TOKEN_PARAMS.token2) ?? '',
    };
    // The password rules already passed; what is left to fail is a link without its tokens.
    const invalid = validateResetPassword(input);
    if (invalid) {
      finish('error', invalid.message);
      return;
    }
    try {
      const { data } = await resetPassword({ variables: { input } });
      finish('success', data?.resetPassword.message ?? MESSAGES.defaultSuccess);
    } catch (failure) {
      finish(
        'error',
        errorMessage(failure, MESSAGES.resetFailed, ['token', 'token2', 'password', 'confirmPassword']),
      );
    }
  }

  return (
    <SignInLayout title="Reset password" subtitle="Choose a new password for your account.">
      <Stack gap="5">
        <form onSubmit={handleSubmit} noValidate aria-label="Reset password">
          <Stack gap="4">
            <Field.Root required>
              <Field.Label>New Password</Field.Label>
              <Input
                name="password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Confirm Password</Field.Label>
              <Input
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
              />
            </Field.Root>
            <PasswordChecklist checks={checks} />
            <Button
              type="submit"
              colorPalette="blue"
              disabled={!valid}
              loading={loading}
              loadingText="Updating…"
              width="full"
            >
              Update Password
            </Button>
          </Stack>
        </form>
        <Separator />
        <Stack gap="3" align="flex-start">
          <Link asChild colorPalette="blue" textStyle="sm">
            <button type="button" onClick={() => setTermsOpen(true)}>
              Terms
            </button>
          </Link>
          <Disclaimer />
        </Stack>
        <TermsDialog open={termsOpen} initiallyAccepted={false} onClose={() => setTermsOpen(false)} />
      </Stack>
    </SignInLayout>
  );
}
