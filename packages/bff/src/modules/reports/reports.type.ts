import { JSONObjectResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A report of the Extracts screen, exported to Excel.' })
export class Report {
  @Field(() => ID, { description: 'Report id.' })
  id: string;

  @Field(() => String, { description: 'Report name; also the Excel file name, suffixed with the date.' })
  name: string;

  @Field(() => Boolean, {
    description:
      'The report is per business line: reportExtract needs businessLineId (the Export to Excel button stays ' +
      'disabled until one is chosen).',
  })
  needsBusinessLine: boolean;

  /** The catalogue's path of its Excel list; never leaves the BFF. */
  api: string;
}

@ObjectType({
  description:
    "One page of a report's rows, for the browser to write into a workbook (one sheet: the columns as the header, a " +
    'row per item, as they are). Ask pages 1..ceil(totalCount / pageSize).',
})
export class ReportExtract {
  @Field(() => Report, { description: 'The report.' })
  report: Report;

  @Field(() => [String], { description: "The sheet's column headers, in the catalogue's order." })
  columns: string[];

  @Field(() => [JSONObjectResolver], {
    description:
      'The rows of this page: objects whose keys are the column headers; values are text, numbers or null.',
  })
  rows: Record<string, string | number | boolean | null>[];

  @Field(() => Int, { description: 'Rows of the whole report.' })
  totalCount: number;

  @Field(() => Int, { description: 'This page, from 1.' })
  pageNumber: number;

  @Field(() => Int, { description: 'Rows per page.' })
  pageSize: number;

  @Field(() => String, {
    description: "The Excel file's name without extension: the report's name and today's date.",
  })
  fileName: string;

  @Field(() => String, {
    nullable: true,
    description: "'No data to be exported.' when the report has no rows (shown as Oops!), else null.",
  })
  message: string | null;
}
