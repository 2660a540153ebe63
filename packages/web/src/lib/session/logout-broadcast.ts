/**
 * A logout in one window signs out every window of the app.
 *
 * BroadcastChannel delivers a message to every channel object of the same name except the one that posted it, in
 * other tabs and in this one alike. So this tab listens and posts through one shared channel object: its own logout
 * never comes back to it (the admin sign-in page signs out and stays put), while every other tab hears it.
 */
const CHANNEL = 'lexbridge:session';

interface LogoutMessage {
  type: 'logout';
}

function isLogoutMessage(data: unknown): data is LogoutMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'logout';
}

const supported = typeof BroadcastChannel !== 'undefined';
let shared: BroadcastChannel | null = null;
let listeners = 0;

export function broadcastLogout(): void {
  if (!supported) return;
  const message: LogoutMessage = { type: 'logout' };
  if (shared) {
    shared.postMessage(message);
    return;
  }
  // Nobody listens in this tab: a short-lived channel reaches the others.
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Calls `onLogout` when another window signs out; returns the unsubscribe function. */
export function subscribeToLogout(onLogout: () => void): () => void {
  if (!supported) return () => undefined;
  shared ??= new BroadcastChannel(CHANNEL);
  const channel = shared;
  listeners += 1;
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isLogoutMessage(event.data)) onLogout();
  };
  channel.addEventListener('message', onMessage);
  return () => {
    channel.removeEventListener('message', onMessage);
    listeners -= 1;
    if (listeners === 0) {
      channel.close();
      shared = null;
    }
  };
}
