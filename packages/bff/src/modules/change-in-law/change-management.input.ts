import { validateIds } from '@lexbridge/rules';
import { Field, ID, InputType, Int } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';

const SEARCH_MAX = 200;
const PAGE_SIZE_MAX = 200;

@InputType({ description: "Search, filters and page of Change Management's work queue." })
export class ChangedLawQueueInput {
  @Field(() => String, {
    nullable: true,
    description:
      'Case-insensitive text in the regulator, section, title, summary, business line, type of change or status ' +
      '(at most 200 characters).',
  })
  search?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only this regulator.' })
  regulatorId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only this type of change.' })
  changeTypeId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Only this status (6 Changed Law, 7 New Law, 8 Decommissioned).',
  })
  statusId?: string | null;

  @Field(() => Int, { nullable: true, description: 'Page number, from 1 (default 1).' })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rows per page, 1 to 200 (default 25).' })
  pageSize?: number | null;
}

/** The queue asked for, checked: ids, search length and page; absent: the first 25 rows of the whole queue. */
export function queueQuery(input: ChangedLawQueueInput | null) {
  const filter = input ?? {};
  const search = (filter.search ?? '').trim();
  const page = filter.page ?? 1;
  const pageSize = filter.pageSize ?? 25;
  const ids = {
    ...(filter.regulatorId ? { regulatorId: filter.regulatorId } : {}),
    ...(filter.changeTypeId ? { changeTypeId: filter.changeTypeId } : {}),
    ...(filter.statusId ? { statusId: filter.statusId } : {}),
  };
  check(
    Object.keys(ids).length > 0 ? validateIds(ids) : null,
    search.length > SEARCH_MAX
      ? { field: 'search', message: `search must be at most ${SEARCH_MAX} characters.` }
      : null,
    Number.isInteger(page) && page >= 1 ? null : { field: 'page', message: 'page must be 1 or more.' },
    Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= PAGE_SIZE_MAX
      ? null
      : { field: 'pageSize', message: `pageSize must be from 1 to ${PAGE_SIZE_MAX}.` },
  );
  return {
    search,
    regulatorId: filter.regulatorId?.trim() || null,
    changeTypeId: filter.changeTypeId?.trim() || null,
    statusId: filter.statusId?.trim() || null,
    page,
    pageSize,
  };
}
