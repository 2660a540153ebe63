import { isChosen, LEXBRIDGE_MESSAGES, validateIds } from '@lexbridge/rules';
import { Field, ID, InputType, Int } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import { badUserInput } from '../../graphql/errors.js';

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

/**
 * The extract asked for, checked: the ids, the page (BAD_USER_INPUT on pageNumber or pageSize out of range) and
 * the business line (null when none was chosen; a report that needs one says so once it is known).
 */
export function extractKey(input: ReportExtractInput): { reportId: string; businessLineId: string | null } {
  check(validateIds({ reportId: input.reportId }));
  if (!Number.isInteger(input.pageNumber) || input.pageNumber < 1) {
    throw badUserInput({ pageNumber: LEXBRIDGE_MESSAGES.pageNumberInvalid });
  }
  if (!Number.isInteger(input.pageSize) || input.pageSize < 1 || input.pageSize > EXTRACT_PAGE_SIZE_MAX) {
    throw badUserInput({ pageSize: LEXBRIDGE_MESSAGES.pageSizeInvalid(EXTRACT_PAGE_SIZE_MAX) });
  }
  const businessLineId = isChosen(input.businessLineId) ? input.businessLineId!.trim() : null;
  if (businessLineId) check(validateIds({ businessLineId }));
  return { reportId: input.reportId.trim(), businessLineId };
}
