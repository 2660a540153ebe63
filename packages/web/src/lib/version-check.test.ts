import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockBff } from '../testing/bff';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';
import { APP_VERSION_KEY, hasNewVersion, useVersionCheck } from './version-check';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the new-version check', () => {
  afterEach(() => vi.useRealTimers());

  it('reads version.json with a timestamp, remembers the first hash and reports a different one', async () => {
    const fetchImpl = answer({ hash: 'build-1' });
    expect(await hasNewVersion({ fetchImpl, now: () => 1234 })).toBe(false);
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toBe(
      'http://localhost:3000/version.json?t=1234',
    );
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('build-1');

    expect(await hasNewVersion({ fetchImpl })).toBe(false);
    expect(await hasNewVersion({ fetchImpl: answer({ hash: 'build-2' }) })).toBe(true);
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('build-2');
  });

  it('logs a failed check and reports no new version', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(APP_VERSION_KEY, 'build-1');
    expect(await hasNewVersion({ fetchImpl: answer({}, 404) })).toBe(false);
    expect(await hasNewVersion({ fetchImpl: answer({ other: 1 }) })).toBe(false);
    expect(await hasNewVersion({ fetchImpl: vi.fn().mockRejectedValue(new TypeError('offline')) })).toBe(
      false,
    );
    expect(warn).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('build-1');
  });

  it('checks every interval while enabled and reloads on a new hash; the first check only records', async () => {
    localStorage.setItem(APP_VERSION_KEY, 'from-a-visit-long-ago');
    let hash = 'build-1';
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ hash })));
    const onNewVersion = vi.fn();
    vi.useFakeTimers();
    const { rerender, unmount } = renderHook(
      (props: { enabled: boolean }) =>
        useVersionCheck({ enabled: props.enabled, intervalMs: 300_000, fetchImpl, onNewVersion }),
      { initialProps: { enabled: false } },
    );
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchImpl).not.toHaveBeenCalled();

    rerender({ enabled: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('build-1');

    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(onNewVersion).not.toHaveBeenCalled();

    hash = 'build-2';
    await vi.advanceTimersByTimeAsync(300_000);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    unmount();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it("runs in the app only when the deployment's configuration switches it on", async () => {
    const requests: string[] = [];
    server.use(
      http.get('http://localhost:3000/version.json', ({ request }) => {
        requests.push(request.url);
        return HttpResponse.json({ hash: 'deployed' });
      }),
    );
    const off = mockBff();
    const first = renderApp('/login');
    await waitFor(() => expect(off.calls('AppConfig')).toHaveLength(1));
    await first.findByRole('button', { name: 'Login' });
    expect(requests).toEqual([]);
    first.unmount();

    mockBff({ appConfig: { versionCheckEnabled: true, versionCheckIntervalMs: 300_000 } });
    renderApp('/login');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatch(/^http:\/\/localhost:3000\/version\.json\?t=\d+$/);
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('deployed');
  });
});
