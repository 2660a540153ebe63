import { Field, ID, InputType, Int } from 'type-graphql';

export const EXTRACT_PAGE_SIZE = 1000;
export const EXTRACT_PAGE_SIZE_MAX = 5000;

@InputType({ description: "A page of a report's rows (the Export to Excel button)." })
export class ReportExtractInput {
  @Field(() => ID, { description: 'The report.' })
  reportId: string;

  @Field(() => ID, {
    nullable: true,
    description:
      "The chosen business line; required by reports whose needsBusinessLine is true ('Please Select Business Line First').",
  })
  businessLineId?: string | null;

  @Field(() => Int, { defaultValue: 1, description: 'Page, from 1.' })
  pageNumber: number;

  @Field(() => Int, {
    defaultValue: EXTRACT_PAGE_SIZE,
    description: `Rows per page, 1 to ${EXTRACT_PAGE_SIZE_MAX}.`,
  })
  pageSize: number;
}
