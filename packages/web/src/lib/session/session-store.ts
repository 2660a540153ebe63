import { useEffect, useSyncExternalStore } from 'react';
import { SessionDocument } from '../../gql/graphql';
import { bffRequest } from '../bff-request';
import { isUnauthenticated } from '../graphql-errors';
import type { Session } from './types';

/**
 * Why the last session of this tab ended: `logout` (the user, another window, the idle timer) or `expired` (the BFF
 * answered UNAUTHENTICATED). The session guard reads it to decide whether the sign-in page should bring the user
 * back to where they were; a new sign-in resets it.
 */
export type SessionEndReason = 'logout' | 'expired';

export interface SessionState {
  /** null when nobody is signed in; undefined until the first answer. */
  session: Session | null | undefined;
  loading: boolean;
  error: Error | undefined;
  endReason: SessionEndReason | null;
  /** The session that ended had signed in at the administrators' sign-in page (it goes back there). */
  endedAsAdmin: boolean;
}

const INITIAL: SessionState = {
  session: undefined,
  loading: false,
  error: undefined,
  endReason: null,
  endedAsAdmin: false,
};

/**
 * The browser's session as the BFF sees it (its cookie): asked once with the `session` query, then kept here and
 * changed by sign-in, logout and expiry. Every guard and page reads it from here, so the sign-in page and the
 * guards need no Apollo Client; the signed-in screens' data is Apollo's.
 */
let state: SessionState = INITIAL;
const listeners = new Set<() => void>();

/**
 * This tab had a session (kept across reloads): when the BFF then answers "no session" without a refusal (the
 * session was ended between two requests of a reload, or forgotten by the BFF), the session ended under the user.
 * The mark outlives the end of that session until the user signs in again or logs out: a reload of the sign-in page
 * (or a reload that overtook the page noticing the end) still says why the user is there.
 */
const HAD_SESSION_KEY = 'lexbridge.hadSession';

function rememberSession(next: Partial<SessionState>): void {
  if (!('session' in next) || next.session === undefined) return;
  try {
    if (next.session) sessionStorage.setItem(HAD_SESSION_KEY, '1');
    else if (next.endReason === 'logout') sessionStorage.removeItem(HAD_SESSION_KEY);
  } catch {
    // Storage refused (private mode): the sign-in page then shows no reason.
  }
}

function hadSession(): boolean {
  try {
    return sessionStorage.getItem(HAD_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

function update(next: Partial<SessionState>): void {
  rememberSession(next);
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSession(): SessionState {
  return state;
}

/** Asks the BFF for the session (once at a time). */
export async function loadSession(): Promise<void> {
  if (state.loading) return;
  update({ loading: true, error: undefined });
  try {
    const data = await bffRequest(SessionDocument);
    // No session where this tab had one: it ended under the user, as if the BFF had said UNAUTHENTICATED.
    if (!data.session && hadSession())
      update({ session: null, loading: false, endReason: 'expired', endedAsAdmin: false });
    else update({ session: data.session, loading: false });
  } catch (error) {
    // A session the BFF no longer honours (its user deleted, its token refused) is no session: the guards send
    // the visitor to sign in, as after an expiry. Only a BFF that cannot answer at all is an error.
    if (isUnauthenticated(error))
      update({ session: null, loading: false, endReason: 'expired', endedAsAdmin: false });
    else update({ loading: false, error: error instanceof Error ? error : new Error(String(error)) });
  }
}

/** A sign-in's new session (endReason cleared), or null when the session ended for `reason`. */
export function setSession(session: Session, options?: undefined): void;
export function setSession(session: null, options: { reason: SessionEndReason }): void;
export function setSession(session: Session | null, options?: { reason: SessionEndReason }): void {
  update({
    session,
    loading: false,
    error: undefined,
    endReason: session ? null : (options?.reason ?? null),
    endedAsAdmin: session ? false : (state.session?.isAdmin ?? false),
  });
}

/** Forgets everything (tests start each app from scratch). */
export function resetSessionStore(): void {
  state = INITIAL;
  for (const listener of listeners) listener();
}

export interface SessionReader extends SessionState {
  refetch: () => void;
}

/** The session, asked for on first use. */
export function useSession(): SessionReader {
  const snapshot = useSyncExternalStore(subscribe, currentSession);
  const unknown = snapshot.session === undefined && !snapshot.loading && !snapshot.error;
  useEffect(() => {
    if (unknown) void loadSession();
  }, [unknown]);
  return { ...snapshot, loading: snapshot.loading || unknown, refetch: () => void loadSession() };
}
