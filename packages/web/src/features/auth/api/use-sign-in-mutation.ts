import { SessionDocument } from '../../../gql/graphql';
import { useLoginMutation } from '../../../gql/hooks';
import { sessionEndReason } from '../../../lib/session/clear-session';

/**
 * The login mutation, and the new session written where every guard reads it (the Session query), so the app
 * moves on without asking the BFF again.
 */
export function useSignInMutation() {
  return useLoginMutation({
    update(cache, { data }) {
      if (!data) return;
      sessionEndReason(null);
      cache.writeQuery({ query: SessionDocument, data: { session: data.login.session } });
    },
  });
}
