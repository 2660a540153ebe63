import { CLIENT_ID_CHECK_FAILED_EVENT, REPORT_LOAD_WAIT_MS } from '@lexbridge/rules';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_TOOL_SOURCE, useEmbeddedReport } from './use-embedded-report';

const ORIGIN = 'https://reports.provider.example';
const sheet = (value: unknown) => ({
  sheetType: 'dashboard',
  worksheets: [{ name: 'Client Info', filters: [{ fieldName: 'Client Id', appliedValues: [{ value }] }] }],
});

function post(data: unknown, origin = ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

function setup() {
  const onFailure = vi.fn();
  const frame = { current: null };
  const hook = renderHook(() =>
    useEmbeddedReport({ frame, reportOrigin: ORIGIN, clientId: '5', reportName: 'Overview', onFailure }),
  );
  return { hook, onFailure };
}

describe('an embedded report', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 30000 ms for the report to become interactive, then fails once', () => {
    const { hook, onFailure } = setup();
    expect(hook.result.current).toEqual({ status: 'loading' });
    act(() => vi.advanceTimersByTime(REPORT_LOAD_WAIT_MS - 1));
    expect(onFailure).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ code: 'REPORT_LOAD_TIMEOUT' });
    expect(hook.result.current.status).toBe('failed');
  });

  it("is shown when the report names the user's client, and never times out then", () => {
    const { hook, onFailure } = setup();
    post({ source: REPORT_TOOL_SOURCE, type: 'firstinteractive', activeSheet: sheet(5) });
    expect(hook.result.current).toEqual({ status: 'ready' });
    act(() => vi.advanceTimersByTime(REPORT_LOAD_WAIT_MS * 2));
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('fails a client-id check with its code and text, and raises client_id_check_failed', () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(CLIENT_ID_CHECK_FAILED_EVENT, listener);
    const { onFailure } = setup();
    post({ source: REPORT_TOOL_SOURCE, type: 'firstinteractive', activeSheet: sheet(6) });
    window.removeEventListener(CLIENT_ID_CHECK_FAILED_EVENT, listener);
    expect(onFailure).toHaveBeenCalledWith({
      code: 'TB_CID_ERR_01',
      description: 'ClientIDs does not match',
    });
    expect(events).toEqual([
      { code: 'TB_CID_ERR_01', message: 'ClientIDs does not match', reportName: 'Overview' },
    ]);
  });

  it("fails on the report tool's load error", () => {
    const { onFailure } = setup();
    post({ source: REPORT_TOOL_SOURCE, type: 'vizloaderror', errorCode: 'AUTH_FAILED', message: 'Expired.' });
    expect(onFailure).toHaveBeenCalledWith({
      code: 'REPORT_LOAD_FAILED:AUTH_FAILED',
      description: 'Expired.',
    });
  });

  it('believes only messages from the report tool origin', () => {
    const { hook, onFailure } = setup();
    post(
      { source: REPORT_TOOL_SOURCE, type: 'firstinteractive', activeSheet: sheet(5) },
      'https://evil.example',
    );
    post({ source: REPORT_TOOL_SOURCE, type: 'vizloaderror' }, 'https://evil.example');
    expect(hook.result.current).toEqual({ status: 'loading' });
    expect(onFailure).not.toHaveBeenCalled();
  });
});
