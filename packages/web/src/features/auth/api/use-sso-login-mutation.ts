import { SessionDocument } from '../../../gql/graphql';
import { useSsoLoginMutation as useGeneratedSsoLoginMutation } from '../../../gql/hooks';
import { sessionEndReason } from '../../../lib/session/clear-session';

/** The single sign-on login, writing the new session where the guards read it (as the password sign-in does). */
export function useSsoLoginMutation() {
  return useGeneratedSsoLoginMutation({
    update(cache, { data }) {
      if (!data) return;
      sessionEndReason(null);
      cache.writeQuery({ query: SessionDocument, data: { session: data.ssoLogin.session } });
    },
  });
}
