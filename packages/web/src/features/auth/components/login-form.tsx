import { Alert, Button, Checkbox, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import type { Session } from '../../../lib/session/types';
import { useSignIn } from '../hooks/use-sign-in';

interface LoginFormProps {
  asAdmin?: boolean;
  onSignedIn?: (session: Session) => void;
  /** The accept-terms box is owned by the page, because closing the terms dialog accepted ticks it too. */
  acceptTerms: boolean;
  onAcceptTermsChange: (accepted: boolean) => void;
  onOpenTerms: () => void;
}

/** Email, password, accept-terms box with its link, Login button, error area. */
export function LoginForm({
  asAdmin = false,
  onSignedIn,
  acceptTerms,
  onAcceptTermsChange,
  onOpenTerms,
}: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { submit, loading, error } = useSignIn({ asAdmin });
  const errorId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const session = await submit({ username, password, acceptTerms });
    if (session) onSignedIn?.(session);
  }

  const describedBy = error ? errorId : undefined;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={asAdmin ? 'Administrator sign-in' : 'Sign in'}>
      <Stack gap="4">
        <Field.Root invalid={error?.field === 'username'} required>
          <Field.Label>Email</Field.Label>
          <Input
            name="username"
            type="email"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-describedby={describedBy}
          />
        </Field.Root>
        <Field.Root invalid={error?.field === 'password'} required>
          <Field.Label>Password</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={describedBy}
          />
        </Field.Root>
        <Checkbox.Root
          checked={acceptTerms}
          invalid={error?.field === 'acceptTerms'}
          onCheckedChange={(details) => onAcceptTermsChange(details.checked === true)}
        >
          <Checkbox.HiddenInput name="acceptTerms" />
          <Checkbox.Control />
          <Checkbox.Label>
            I accept the{' '}
            {/* A button inside the label opens the dialog without toggling the box (HTML label activation). */}
            <Link asChild colorPalette="blue" variant="underline">
              <button type="button" onClick={onOpenTerms}>
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
        <Button type="submit" colorPalette="blue" loading={loading} loadingText="Signing in…" width="full">
          Login
        </Button>
      </Stack>
    </form>
  );
}
