import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { success } from '../../http/envelope.js';
import { loadMenu } from './menu.repository.js';

export async function menuRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  app.get('/api/menu/getAllMenus', async (request) => success(await loadMenu(db, request.legacyUserId)));
}
