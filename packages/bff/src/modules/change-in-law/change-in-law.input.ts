import { parseRequirementNumber, validateIds, type FieldError } from '@lexbridge/rules';
import { Field, ID, InputType, Int } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import type { ChangeLine } from './change-in-law.api.js';

@InputType({
  description:
    'The change-in-law screen’s route: user/changeInLaw/{lawId}/{sectionId}/{lawdetailId}/{status}/{statusId}.',
})
export class ChangedLawInput {
  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Law detail id.' })
  lawDetailId: string;

  @Field(() => ID, {
    nullable: true,
    description: 'Status id of the change (6 Changed Law, …); the latest change when absent.',
  })
  statusId?: string | null;
}

@InputType({ description: 'A change in law for one business line.' })
export class ChangeLineInput {
  @Field(() => ID, { description: 'Change in law id.' })
  changeLawId: string;

  @Field(() => ID, { description: "Business line id; must be the user's." })
  businessLineId: string;
}

@InputType({ description: 'Accept with company policy requirements.' })
export class AcceptChangeWithPolicyInput extends ChangeLineInput {
  @Field(() => String, {
    description: 'Required: the company policy requirements (at most 4000 characters).',
  })
  companyPolicy: string;
}

@InputType({ description: 'Does Not Apply.' })
export class ChangeNotApplicableInput extends ChangeLineInput {
  @Field(() => String, {
    description: "Required: why it does not apply ('The comment needs to be entered').",
  })
  comment: string;
}

@InputType({ description: 'A new requirement the change in law brings for a business line.' })
export class AddUpdatedRequirementInput extends ChangeLineInput {
  @Field(() => Int, {
    nullable: true,
    description: "Requirement type: 1 header, 2 requirement ('Please select a Requirement Type').",
  })
  requirementTypeId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The requirement (type 2: starts with a letter, 2 characters at least).',
  })
  requirement?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'PREFIX_number; the next free number of the line when absent.',
  })
  requirementNumber?: string | null;
}

@InputType({ description: 'New text for an updated requirement.' })
export class EditUpdatedRequirementInput {
  @Field(() => ID, { description: 'Updated requirement id.' })
  id: string;

  @Field(() => Int, {
    nullable: true,
    description: "Requirement type: 1 header, 2 requirement ('Please select a Requirement Type').",
  })
  requirementTypeId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The requirement (type 2: starts with a letter, 2 characters at least).',
  })
  requirement?: string | null;
}

@InputType({ description: 'A new number for an updated requirement.' })
export class RenumberUpdatedRequirementInput {
  @Field(() => ID, { description: 'Updated requirement id.' })
  id: string;

  @Field(() => String, {
    description: "PREFIX_number, unique among the line's rows ('Requirement already exists').",
  })
  requirementNumber: string;
}

@InputType({ description: 'Save the updated requirements of a line as a draft, or submit them.' })
export class SaveUpdatedRequirementsInput extends ChangeLineInput {
  @Field(() => Boolean, { description: 'true: submit; false: save as a draft.' })
  submit: boolean;
}

@InputType({ description: 'A change in law of a section (change management, legacy PostChangeLaw).' })
export class RecordChangeInLawInput {
  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Type of change (the types-of-change lookup).' })
  changeTypeId: string;

  @Field(() => ID, { description: 'Status (the status filter: 6 Changed Law, 7 New Law, 8 Decommissioned).' })
  statusId: string;

  @Field(() => String, { description: 'What the change does, in short (at most 1000 characters).' })
  summary: string;

  @Field(() => String, { nullable: true, description: 'Effective date, yyyy-mm-dd.' })
  effectiveDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The new law text (HTML); the current text when absent.',
  })
  newText?: string | null;
}

export const SUMMARY_MAX = 1000;

export const NUMBER_MAX = 40;

export function lineOf(input: ChangeLineInput): ChangeLine {
  check(validateIds({ changeLawId: input.changeLawId, businessLineId: input.businessLineId }));
  return { changeLawId: input.changeLawId.trim(), businessLineId: input.businessLineId.trim() };
}

/** 'PREFIX_001': the form the requirement numbers take. */
export function numberRule(field: string, value: string): FieldError | null {
  const text = value.trim();
  return text.length <= NUMBER_MAX &&
    parseRequirementNumber(text) &&
    /^[A-Za-z][A-Za-z0-9]*_\d{1,6}$/.test(text)
    ? null
    : { field, message: `${field} must look like PREFIX_001.` };
}
