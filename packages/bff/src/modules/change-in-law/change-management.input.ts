import { Field, ID, InputType, Int } from 'type-graphql';

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
