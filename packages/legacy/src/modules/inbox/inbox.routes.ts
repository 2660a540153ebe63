import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { success } from '../../http/envelope.js';
import { loadInboxCounts } from './inbox.repository.js';

export async function inboxRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  app.get('/business-laws/get-inbox_counts', async (request) =>
    success(await loadInboxCounts(db, request.legacyUserId)),
  );
}
