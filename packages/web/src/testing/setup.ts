// Test environment: iterator helpers for Node 20 (react-data-grid uses them), and the browser APIs jsdom lacks that
// Chakra (Ark/Zag) and react-data-grid touch.
import 'core-js/actual/iterator';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetAppConfig } from '../lib/app-config/use-app-config';
import { resetSessionStore } from '../lib/session/session-store';
import { toaster } from '../lib/toast';
import { server } from './server';

// The whole app renders per test, on a shared CI machine: findBy* and waitFor get more than their 1 s default, and
// the first screen of a lazily loaded area is compiled while a test waits for it.
configure({ asyncUtilTimeout: 10_000 });

// The codegen staleness test runs in the node environment, where there is no DOM to patch.
if (typeof window !== 'undefined') installBrowserStubs();

function installBrowserStubs() {
  if (!globalThis.CSS) Object.defineProperty(globalThis, 'CSS', { value: {}, writable: true });
  if (!CSS.escape) CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);

  class ResizeObserverStub implements ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub;

  class IntersectionObserverStub implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  globalThis.IntersectionObserver ??= IntersectionObserverStub;

  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

  window.scrollTo = () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  if (typeof window !== 'undefined') cleanup();
  server.resetHandlers();
  // Each test makes its own app: it starts with no session and no deployment switches known.
  resetSessionStore();
  resetAppConfig();
  // The toaster is one store for the whole file: a toast left on screen by a test would suppress the same toast
  // (duplicates are suppressed) in the next one.
  toaster.remove();
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
