import { MESSAGES, TOAST_TITLES, validateLogin, type LoginField, type LoginFields } from '@lexbridge/rules';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import type { Session } from '../../../lib/session/types';
import { notify } from '../../../lib/toast';
import { useSignInMutation } from '../api/use-sign-in-mutation';

const FIELD_ORDER: readonly LoginField[] = ['username', 'password', 'acceptTerms'];

export interface SignInState {
  submit: (values: LoginFields) => Promise<Session | null>;
  loading: boolean;
  /** The one message the red error area shows, with the field it is about when there is one. */
  error: { field: LoginField | null; message: string } | null;
}

/**
 * Sign-in: the client-side checks first (first failure wins), then the login mutation;
 * a refusal shows the BFF's field message or error message, and an answer without one the generic sign-in error
 * (inline and as a toast).
 */
export function useSignIn({ asAdmin = false }: { asAdmin?: boolean } = {}): SignInState {
  const [login] = useSignInMutation();
  // Up to the end of completeSignIn: the sign-in loader stays while the build is checked.
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<SignInState['error']>(null);

  async function submit(values: LoginFields): Promise<Session | null> {
    const invalid = validateLogin(values);
    if (invalid) {
      setError({ field: invalid.field, message: invalid.message });
      return null;
    }
    setError(null);
    setLoading(true);
    try {
      const { data } = await login({
        variables: {
          input: {
            username: values.username.trim(),
            password: values.password,
            acceptTerms: values.acceptTerms,
            asAdmin,
          },
        },
      });
      if (!data) throw new Error('The login answer had no data.');
      // What the BFF has to say about this sign-in (an admin sign-in without administrator rights).
      if (data.login.message)
        notify({ type: 'info', title: TOAST_TITLES.info, description: data.login.message });
      return data.login.session;
    } catch (failure) {
      const message = errorMessage(failure, MESSAGES.loginNoBody, FIELD_ORDER);
      const fields = fieldErrors(failure);
      const field = FIELD_ORDER.find((name) => fields[name] === message) ?? null;
      setError({ field, message });
      if (message === MESSAGES.loginNoBody) notify({ type: 'error', title: 'Error!', description: message });
      return null;
    } finally {
      setLoading(false);
    }
  }

  return { submit, loading, error };
}
