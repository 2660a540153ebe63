import { beforeAll } from 'vitest';
import type { Envelope } from '../http/envelope.js';
import { BUSINESS_LINE_IDS, INDUSTRY_IDS, REGULATOR_IDS } from '../seed/catalogue-lookups-data.js';
import { useCatalogue, type HttpAnswer, type Params, type Session } from './helpers.js';

export { BUSINESS_LINE_IDS as LINES, INDUSTRY_IDS as INDUSTRIES, REGULATOR_IDS as REGULATORS };

export interface Sessions {
  admin: Session;
  /** Banking and Mortgage Lending; every line of them but Commercial Lending. */
  lena: Session;
  /** Banking: Deposit Accounts and Consumer Lending. */
  ben: Session;
  /** Consumer Finance and Payments. */
  rita: Session;
  /** No industry at all. */
  uma: Session;
}

/** One catalogue per test file, the five demo sessions, and calls that speak as one of them. */
export function useCatalogueSessions() {
  const catalogue = useCatalogue();
  const sessions = {} as Sessions;
  beforeAll(async () => {
    const { client } = catalogue;
    const [admin, lena, ben, rita, uma] = await Promise.all(
      ['admin', 'lawyer', 'business', 'reader', 'unassigned'].map((name) =>
        client.login(`${name}@lexbridge.test`),
      ),
    );
    Object.assign(sessions, { admin, lena, ben, rita, uma });
  });

  const get = <T>(session: Session, path: string, params: Params = {}) =>
    catalogue.client.get<Envelope<T>>(path, {
      token: session.accessToken,
      params: { ...params, UserId: session.userId },
    });
  const post = <T>(session: Session, path: string, body: unknown) =>
    catalogue.client.post<Envelope<T>>(path, { token: session.accessToken, body });
  /** A JSON object body with the session's UserId added, as the BFF sends it. */
  const postAs = <T>(session: Session, path: string, body: Record<string, unknown>) =>
    post<T>(session, path, { ...body, UserId: session.userId });

  /** Ids of a demo section by its number, read from the database (they follow the seed's listing order). */
  async function section(number: string): Promise<{ lawId: number; sectionId: number; lawDetailId: number }> {
    const { rows } = await catalogue.running.db.query<{
      lawId: number;
      sectionId: number;
      lawDetailId: number;
    }>(
      `SELECT law_id AS "lawId", id AS "sectionId", law_detail_id AS "lawDetailId"
         FROM law_sections WHERE section_number = $1 AND law_id IN (SELECT id FROM laws WHERE NOT is_generated)`,
      [number],
    );
    if (rows.length !== 1) throw new Error(`no single demo section ${number}`);
    return rows[0];
  }

  async function categoryId(businessLine: string, name: string): Promise<number> {
    const { rows } = await catalogue.running.db.query<{ id: number }>(
      'SELECT id FROM categories WHERE business_line_id = $1 AND name = $2',
      [BUSINESS_LINE_IDS[businessLine], name],
    );
    return rows[0].id;
  }

  return { catalogue, sessions, get, post, postAs, section, categoryId };
}

export function expectRefusal(answer: HttpAnswer<Envelope<unknown>>, status: number, message: string): void {
  if (answer.status !== status || answer.body?.Message !== message || answer.body?.Result !== null) {
    throw new Error(
      `expected ${status} "${message}", got ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }
}

/**
 * A legacy call as a session makes it through the BFF: the UserId in the query and in an object body. `holder` is
 * what useCatalogue answers (read when the call runs, once beforeAll has started the catalogue).
 */
export function sessionCaller(holder: { client: { call: LegacyCall } }) {
  return <T>(
    session: Session,
    method: string,
    path: string,
    body?: Record<string, unknown>,
    params: Params = {},
  ) =>
    holder.client.call<Envelope<T>>(method, path, {
      token: session.accessToken,
      params: { ...params, UserId: session.userId },
      ...(body ? { body: { ...body, UserId: session.userId } } : {}),
    });
}

type LegacyCall = <T>(
  method: string,
  path: string,
  options: { token: string; params: Params; body?: unknown },
) => Promise<HttpAnswer<T>>;
