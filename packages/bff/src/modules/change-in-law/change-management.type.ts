import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ChangeDecision } from './change-in-law.enums.js';

@ObjectType({
  description:
    "A row of Change Management's work queue (/change-management/newLaw): a change in law for one of the user's " +
    'business lines, with where the line is in the three steps and what it decided.',
})
export class ChangedLawQueueItem {
  @Field(() => ID, { description: 'Change in law id.' })
  changeLawId: string;

  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Law detail id (the level path of the section).' })
  lawDetailId: string;

  @Field(() => ID, { description: 'Regulator id.' })
  regulatorId: string;

  @Field(() => String, { description: 'Regulator name.' })
  regulator: string;

  @Field(() => String, { description: 'Section number and name.' })
  section: string;

  @Field(() => String, { description: 'Level 1 of the section (the title).' })
  level1: string;

  @Field(() => ID, { description: 'Type of change id.' })
  changeTypeId: string;

  @Field(() => String, { description: 'Type of change (Amendment, New Section, Repeal, …).' })
  changeType: string;

  @Field(() => ID, { description: 'Status id of the change (6 Changed Law, 7 New Law, 8 Decommissioned).' })
  statusId: string;

  @Field(() => String, { description: 'Status of the change: Changed Law, New Law or Decommissioned.' })
  status: string;

  @Field(() => String, { nullable: true, description: 'Effective date, yyyy-mm-dd.' })
  effectiveDate: string | null;

  @Field(() => String, { description: 'What the change does, in short.' })
  summary: string;

  @Field(() => ID, { description: "Business line id (one of the user's)." })
  businessLineId: string;

  @Field(() => String, { description: 'Business line name.' })
  businessLineName: string;

  @Field(() => Int, { description: 'Updated requirements the change proposes for the line.' })
  requirementCount: number;

  @Field(() => Int, { description: 'Of those, the ones it changes, adds or removes.' })
  changedCount: number;

  @Field(() => Boolean, { description: "Someone edited the line's proposed requirements." })
  edited: boolean;

  @Field(() => Boolean, {
    description: "The line's proposed requirements were submitted for confirmation (the map step is done).",
  })
  submitted: boolean;

  @Field(() => ChangeDecision, {
    nullable: true,
    description: "The line's decision; null while none is taken.",
  })
  decision: ChangeDecision | null;

  @Field(() => String, { nullable: true, description: 'Who decided.' })
  decidedBy: string | null;

  @Field(() => String, { nullable: true, description: 'When they decided (ISO 8601, UTC).' })
  decidedAt: string | null;

  @Field(() => Int, {
    description:
      'The change-management step the line is at (selectedChangedLawDetail.tabIndex): 1 Map Business Requirements, ' +
      '2 Confirm Law Requirements (submitted, decided or decommissioned).',
  })
  tabIndex: number;
}

@ObjectType({ description: 'A filter choice of the work queue.' })
export class ChangedLawQueueOption {
  @Field(() => ID, { description: 'Id to filter by.' })
  id: string;

  @Field(() => String, { description: 'Name shown.' })
  name: string;
}

@ObjectType({ description: "A page of Change Management's work queue, and what its filters offer." })
export class ChangedLawQueuePage {
  @Field(() => Int, { description: 'Rows matching the filter, all pages together.' })
  totalCount: number;

  @Field(() => Int, { description: 'This page’s number, from 1.' })
  page: number;

  @Field(() => Int, { description: 'Rows per page.' })
  pageSize: number;

  @Field(() => [ChangedLawQueueItem], {
    description: 'This page: lines still to decide first, then by effective date, latest first.',
  })
  items: ChangedLawQueueItem[];

  @Field(() => [ChangedLawQueueOption], { description: "The regulators of the user's whole queue." })
  regulators: ChangedLawQueueOption[];

  @Field(() => [ChangedLawQueueOption], { description: "The types of change of the user's whole queue." })
  changeTypes: ChangedLawQueueOption[];
}
