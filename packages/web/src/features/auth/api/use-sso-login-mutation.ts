import { useSsoLoginMutation as useGeneratedSsoLoginMutation } from '../../../gql/hooks';
import { completeSignIn } from '../../../lib/session/complete-sign-in';

/** The single sign-on login, finished as the password sign-in is (completeSignIn: version check, then session). */
export function useSsoLoginMutation() {
  const [ssoLogin, result] = useGeneratedSsoLoginMutation();
  const signIn: typeof ssoLogin = async (options) => {
    const answer = await ssoLogin(options);
    if (answer.data) await completeSignIn(answer.data.ssoLogin.session);
    return answer;
  };
  return [signIn, result] as const;
}
