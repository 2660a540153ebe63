import {
  checkReportClientId,
  CLIENT_ID_CHECK_FAILED_EVENT,
  REPORT_ERROR_CODES,
  REPORT_LOAD_WAIT_MS,
  type ReportSheet,
} from '@lexbridge/rules';
import { useEffect, useRef, useState, type RefObject } from 'react';

export type EmbeddedReportState =
  { status: 'loading' } | { status: 'ready' } | { status: 'failed'; code: string; description: string };

export interface ReportFailure {
  code: string;
  description: string;
}

/** What the report tool tells the page that frames it. */
interface ReportToolMessage {
  source?: string;
  type?: string;
  activeSheet?: ReportSheet;
  errorCode?: string;
  message?: string;
}

export const REPORT_TOOL_SOURCE = 'lexbridge-report-tool';

/**
 * Reads what the framed report tool says and decides whether the report may be shown: the frame must become
 * interactive within the report load wait (30000 ms) and pass the client-id check of the signed-in user's client;
 * a load error, a timeout or a failed check fails it once (`onFailure`). A failed client-id check also raises the
 * `client_id_check_failed` event on window. Only messages from the report tool's origin and this frame count.
 */
export function useEmbeddedReport({
  frame,
  reportOrigin,
  clientId,
  loadWaitMs = REPORT_LOAD_WAIT_MS,
  reportName,
  onFailure,
}: {
  frame: RefObject<HTMLIFrameElement | null>;
  reportOrigin: string;
  clientId: string | null;
  loadWaitMs?: number;
  reportName: string;
  onFailure: (failure: ReportFailure) => void;
}): EmbeddedReportState {
  const [state, setState] = useState<EmbeddedReportState>({ status: 'loading' });
  const failed = useRef(false);
  const onFailureRef = useRef(onFailure);
  useEffect(() => {
    onFailureRef.current = onFailure;
  });

  // The frame's component is keyed by its report, so a new report starts afresh in the loading state.
  useEffect(() => {
    failed.current = false;
    let settled = false;
    const fail = (failure: ReportFailure) => {
      if (failed.current) return;
      failed.current = true;
      settled = true;
      setState({ status: 'failed', ...failure });
      onFailureRef.current(failure);
    };
    const timer = window.setTimeout(() => {
      if (!settled)
        fail({
          code: REPORT_ERROR_CODES.loadTimeout,
          description: `The report did not load within ${Math.round(loadWaitMs / 1000)} seconds.`,
        });
    }, loadWaitMs);
    const onMessage = (event: MessageEvent) => {
      if (settled || event.origin !== reportOrigin) return;
      if (frame.current && event.source !== frame.current.contentWindow) return;
      const data = event.data as ReportToolMessage | null;
      if (!data || data.source !== REPORT_TOOL_SOURCE) return;
      if (data.type === 'vizloaderror') {
        window.clearTimeout(timer);
        fail({
          code: `${REPORT_ERROR_CODES.loadFailed}:${data.errorCode ?? 'UNKNOWN'}`,
          description: data.message ?? 'The report could not be loaded.',
        });
      } else if (data.type === 'firstinteractive') {
        window.clearTimeout(timer);
        const problem = checkReportClientId(data.activeSheet, clientId);
        if (!problem) {
          settled = true;
          setState({ status: 'ready' });
          return;
        }
        window.dispatchEvent(
          new CustomEvent(CLIENT_ID_CHECK_FAILED_EVENT, {
            detail: { code: problem.code, message: problem.message, reportName },
          }),
        );
        fail({ code: problem.code, description: problem.message });
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [frame, reportOrigin, clientId, loadWaitMs, reportName]);

  return state;
}
