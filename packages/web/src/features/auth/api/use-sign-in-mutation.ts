import { LoginDocument, type LoginMutation, type LoginMutationVariables } from '../../../gql/graphql';
import { bffRequest } from '../../../lib/bff-request';
import { completeSignIn } from '../../../lib/session/complete-sign-in';

/**
 * The login mutation, over bffRequest: the sign-in page loads without Apollo Client. The new session is not taken
 * as it comes: completeSignIn does that, after the sign-in loader's version check, so the page reloads onto a newer
 * build when there is one. Failures throw (BffRequestError), as Apollo's mutate does.
 */
export function useSignInMutation() {
  const signIn = async ({
    variables,
  }: {
    variables: LoginMutationVariables;
  }): Promise<{ data: LoginMutation }> => {
    const data = await bffRequest(LoginDocument, variables);
    await completeSignIn(data.login.session);
    return { data };
  };
  return [signIn] as const;
}
