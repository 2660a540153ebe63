import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../../../db/db.js';

/** The OpenID provider's storage for one model (Session, Interaction, Grant, AuthorizationCode, AccessToken...). */
export class DbOidcAdapter implements Adapter {
  constructor(
    private readonly db: Queryable,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const now = new Date();
    const expiresAt = typeof expiresIn === 'number' ? new Date(now.getTime() + expiresIn * 1000) : null;
    await this.db.query(
      `INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (model, id) DO UPDATE
         SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code,
             uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at, consumed_at = NULL`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      ],
    );
    // Housekeeping on the write path, as the token store does.
    await this.db.query('DELETE FROM oidc_models WHERE expires_at < $1', [now]);
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query(
      'UPDATE oidc_models SET consumed_at = $3 WHERE model = $1 AND id = $2 AND consumed_at IS NULL',
      [this.model, id, new Date()],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM oidc_models WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM oidc_models WHERE model = $1 AND grant_id = $2', [this.model, grantId]);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const { rows } = await this.db.query<{ payload: string; consumed_at: Date | string | null }>(
      `SELECT payload, consumed_at FROM oidc_models
        WHERE model = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > $3)
        LIMIT 1`,
      [this.model, value, new Date()],
    );
    if (rows.length === 0) return undefined;
    const payload = JSON.parse(rows[0].payload) as AdapterPayload;
    const consumedAt = rows[0].consumed_at;
    // The provider reads `consumed` (epoch seconds) to refuse a second use of a code.
    if (consumedAt !== null) payload.consumed = Math.floor(new Date(consumedAt).getTime() / 1000);
    return payload;
  }
}
