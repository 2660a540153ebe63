import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { answer, assignedBusinessLine, queryId } from '../catalogue/http.js';
import {
  businessRequirementsReport,
  changedLawsReport,
  lawInventoryReport,
  listReports,
  regulatorSummaryReport,
  type ReportRow,
} from './reports.repository.js';

/** The extracts screen: the report list and each report's Excel list (the paths the reports' api fields name). */
export async function reportRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  app.get(
    '/reports/getReportList',
    answer(async () => listReports(db)),
  );

  const byBusinessLine = (
    path: string,
    load: (db: Queryable, businessLineId: number) => Promise<ReportRow[]>,
  ) =>
    app.get(
      path,
      answer(async (request) => {
        const businessLineId = queryId(request.legacyQuery, 'businessLineId');
        await assignedBusinessLine(db, request.legacyUserId, businessLineId);
        return load(db, businessLineId);
      }),
    );
  byBusinessLine('/reports/get-law-inventory-report', lawInventoryReport);
  byBusinessLine('/reports/get-business-requirements-report', businessRequirementsReport);
  byBusinessLine('/reports/get-changed-laws-report', changedLawsReport);

  app.get(
    '/reports/get-regulator-summary-report',
    answer(async () => regulatorSummaryReport(db)),
  );
}
