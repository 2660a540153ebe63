import { useApolloClient } from '@apollo/client/react';
import { useLoginMutation } from '../../../gql/hooks';
import { completeSignIn } from '../../../lib/session/complete-sign-in';

/**
 * The login mutation. Its session is not written by the mutation itself: completeSignIn does that, after the
 * sign-in loader's version check, so the page reloads onto a newer build when there is one.
 */
export function useSignInMutation() {
  const client = useApolloClient();
  const [login, result] = useLoginMutation();
  const signIn: typeof login = async (options) => {
    const answer = await login(options);
    if (answer.data) await completeSignIn(client.cache, answer.data.login.session);
    return answer;
  };
  return [signIn, result] as const;
}
