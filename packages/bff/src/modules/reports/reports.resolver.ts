import { excelFileName, LEXBRIDGE_MESSAGES, MESSAGES, validateBusinessLineChosen } from '@lexbridge/rules';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError, ErrorCode } from '../../graphql/errors.js';
import { failureSays } from '../../graphql/common/outcomes.js';
import { ServesRoute } from '../../graphql/guards.js';
import { toColumns } from './reports.mapper.js';
import { extractKey, ReportExtractInput } from './reports.input.js';
import { Report, ReportExtract } from './reports.type.js';

export const EXTRACTS_ROUTE = '/extracts';

/**
 * The Extracts screen. The screen is permission guarded: the list and the rows (the Export to Excel button) both
 * need the screen in the user's menu and edit permission there. Rows travel over GraphQL in pages and the browser
 * writes the workbook, so no file passes through the BFF.
 */
@Resolver(() => Report)
export class ReportsResolver {
  @Query(() => [Report], {
    description:
      "The reports of the Extracts screen, in the catalogue's order. FORBIDDEN without /extracts in the menu or " +
      "without edit permission there (the screen is permission guarded). An empty list is the screen's 'No Record found'.",
  })
  @ServesRoute(EXTRACTS_ROUTE, { edit: true })
  async reports(@Ctx() context: GraphQLContext): Promise<Report[]> {
    return context.loaders.reports.reports.load('all');
  }

  @Query(() => ReportExtract, {
    description:
      "A page of a report's rows, to export to Excel. Needs edit permission on /extracts (FORBIDDEN otherwise). " +
      "BAD_USER_INPUT 'Please Select Business Line First' for a per-business-line report without one; NOT_FOUND " +
      "'Report not found.'; no rows: message 'No data to be exported.'. When the catalogue fails: 'Something went wrong'.",
  })
  @ServesRoute(EXTRACTS_ROUTE, { edit: true })
  async reportExtract(
    @Arg('input', () => ReportExtractInput) input: ReportExtractInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportExtract> {
    const { reportId, businessLineId } = extractKey(input);
    // The export's failure toast: 'Something went wrong' (Error!); the catalogue's own refusals keep their words.
    return failureSays(MESSAGES.exportFailed, extract(context, input, reportId, businessLineId));
  }
}

async function extract(
  context: GraphQLContext,
  input: ReportExtractInput,
  reportId: string,
  businessLineId: string | null,
): Promise<ReportExtract> {
  const reports = await context.loaders.reports.reports.load('all');
  const report = reports.find((candidate) => candidate.id === reportId);
  if (!report) throw appError(ErrorCode.NOT_FOUND, LEXBRIDGE_MESSAGES.reportNotFound);
  if (report.needsBusinessLine) check(validateBusinessLineChosen(businessLineId));
  const rows = await context.loaders.reports.rows.load({
    report,
    businessLineId: report.needsBusinessLine ? businessLineId : null,
  });
  const start = (input.pageNumber - 1) * input.pageSize;
  return {
    report,
    columns: toColumns(rows),
    rows: rows.slice(start, start + input.pageSize),
    totalCount: rows.length,
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
    fileName: excelFileName(report.name, new Date()),
    message: rows.length === 0 ? MESSAGES.noDataToExport : null,
  };
}
