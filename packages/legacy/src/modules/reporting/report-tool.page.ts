import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { REPORT_TOOL_AUDIENCE, reportToolKey } from '../access/report-tool.routes.js';
import { loadCaller } from '../../http/caller.js';
import { parseId } from '../../http/params.js';
import { reportClient, reportToolView, viewFigures, type ReportToolView } from './reporting.repository.js';

/** Who may frame the stand-in report tool when nothing is configured: the product on this machine. */
export const DEFAULT_REPORT_TOOL_FRAME_ANCESTORS = ['http://127.0.0.1:*', 'http://localhost:*'];

export const REPORT_TOOL_ERRORS = {
  authFailed: { errorCode: 'AUTH_FAILED', message: 'The report token is missing, invalid or expired.' },
  notFound: { errorCode: 'VIEW_NOT_FOUND', message: 'The view does not exist.' },
  unavailable: { errorCode: 'VIEW_UNAVAILABLE', message: 'The view could not be loaded.' },
} as const;

/** The subject of a report token signed with this catalogue's key, when it is valid now; else null. */
export function verifyReportToken(secretKey: string, token: string, now: Date = new Date()): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', reportToolKey(secretKey)).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (claims.aud !== REPORT_TOOL_AUDIENCE || typeof claims.sub !== 'string') return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
    return claims.sub;
  } catch {
    return null;
  }
}

const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The active sheet the page describes to its host: a dashboard of worksheets, or a story holding one. */
export function describeSheet(view: ReportToolView, clientId: number | null, otherClientId: number) {
  const clientInfo = {
    client: {
      name: 'Client Info',
      filters: [{ fieldName: 'Client Id', appliedValues: [{ value: clientId }] }],
    },
    'other-client': {
      name: 'Client Info',
      filters: [{ fieldName: 'Client Id', appliedValues: [{ value: otherClientId }] }],
    },
    'no-value': { name: 'Client Info', filters: [{ fieldName: 'Client Id', appliedValues: [] }] },
    'no-filter': {
      name: 'Client Info',
      filters: [{ fieldName: 'Region', appliedValues: [{ value: 'All' }] }],
    },
    missing: null,
  }[view.client_info];
  const dashboard = {
    sheetType: 'dashboard' as const,
    name: view.title,
    worksheets: [{ name: 'Figures', filters: [] }, ...(clientInfo ? [clientInfo] : [])],
  };
  return view.sheet_type === 'story'
    ? { sheetType: 'story' as const, name: view.title, activeStoryPoint: { containedSheet: dashboard } }
    : dashboard;
}

function page(csp: string, title: string, body: string, message: unknown): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1a202c;background:#fff}
h1{font-size:18px;margin:0 0 12px}.meta{font-size:13px;color:#4a5568;margin-bottom:12px}
.bar{display:flex;align-items:center;gap:8px;margin:6px 0;font-size:13px}.bar span{width:120px}
.bar div{background:#2b6cb0;height:16px}table{border-collapse:collapse;font-size:13px;margin-top:12px}
td,th{border:1px solid #cbd5e0;padding:4px 8px;text-align:left}.error{color:#c53030}
</style></head><body>${body}
<script type="application/json" id="report-tool-message">${JSON.stringify(message).replace(/</g, '\\u003c')}</script>
<script src="/report-tool/embed.js"></script></body></html>`;
}

/** Posts the page's message to the host that framed it (only to the origin the host named). */
const EMBED_SCRIPT = `(function () {
  var node = document.getElementById('report-tool-message');
  var message = node ? JSON.parse(node.textContent || 'null') : null;
  var origin = new URLSearchParams(location.search).get('origin');
  if (!message || !origin || window.parent === window) return;
  try { origin = new URL(origin).origin; } catch (e) { return; }
  message.source = 'lexbridge-report-tool';
  window.parent.postMessage(message, origin);
})();`;

/**
 * A stand-in for the report tool the product embeds: GET /report-tool/views/:workbook/:view?token=…&origin=…
 * checks the report token (signed by this catalogue, as a report tool's connected app would), draws the view's
 * figures for the token's user and client, and tells the framing page what its active sheet holds (the 'Client
 * Info' worksheet and its 'Client Id' filter) or why it failed, by postMessage to the named origin. The client is
 * the user's own, whatever the address says (row-level security); provider staff name the client they look at
 * with `clientId` (none named: no client's figures).
 */
export async function reportToolPageRoutes(
  app: FastifyInstance,
  { db, secretKey, frameAncestors }: LegacyContext & { frameAncestors: readonly string[] },
): Promise<void> {
  const csp = `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-ancestors ${frameAncestors.join(' ') || "'none'"}`;

  app.get('/report-tool/embed.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(EMBED_SCRIPT),
  );

  app.get<{
    Params: { workbook: string; view: string };
    Querystring: { token?: string; origin?: string; clientId?: string };
  }>('/report-tool/views/:workbook/:view', async (request, reply) => {
    void reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff');
    const failed = (status: number, error: { errorCode: string; message: string }) =>
      reply.code(status).send(
        page(csp, 'Report unavailable', `<p class="error" role="alert">${escape(error.message)}</p>`, {
          type: 'vizloaderror',
          ...error,
        }),
      );

    const email = verifyReportToken(secretKey, String(request.query.token ?? ''));
    if (!email) return failed(401, REPORT_TOOL_ERRORS.authFailed);
    const view = await reportToolView(db, request.params.workbook, request.params.view);
    if (!view) return failed(404, REPORT_TOOL_ERRORS.notFound);
    if (view.fails) return failed(500, REPORT_TOOL_ERRORS.unavailable);
    const { rows: users } = await db.query<{ id: number }>(
      'SELECT id FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    if (users.length === 0) return failed(401, REPORT_TOOL_ERRORS.authFailed);
    const caller = await loadCaller(db, users[0].id);
    const client = await reportClient(db, caller.clientId ?? parseId(request.query.clientId ?? null));
    const { rows: others } = await db.query<{ id: number }>(
      'SELECT id FROM clients WHERE id <> $1 ORDER BY id LIMIT 1',
      [client?.ClientId ?? 0],
    );
    const figures = await viewFigures(db, users[0].id, client?.ClientId ?? null, view.content);
    const max = Math.max(1, ...figures.map((figure) => figure.value));
    const bars = figures
      .map(
        (figure) =>
          `<div class="bar"><span>${escape(figure.label)}</span><div style="width:${Math.round((figure.value / max) * 300)}px"></div>${figure.value}</div>`,
      )
      .join('');
    const table = `<table><caption>${escape(view.title)}</caption><thead><tr><th>Label</th><th>Count</th></tr></thead><tbody>${figures
      .map((figure) => `<tr><td>${escape(figure.label)}</td><td>${figure.value}</td></tr>`)
      .join('')}</tbody></table>`;
    const body = `<h1>${escape(view.title)}</h1><p class="meta">Client Info: ${escape(client?.ClientName ?? 'none')} (Client Id ${escape(client?.ClientId ?? '')})</p>${bars}${table}`;
    return reply.send(
      page(csp, view.title, body, {
        type: 'firstinteractive',
        activeSheet: describeSheet(
          view,
          client?.ClientId ?? null,
          others[0]?.id ?? (client?.ClientId ?? 0) + 1,
        ),
      }),
    );
  });
}
