import { validateIds } from '@lexbridge/rules';
import { Field, ID, InputType, Int } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import type { LawSectionRef, SectionKey } from './requirements.api.js';

@InputType({ description: 'A law section in the workflow for one business line.' })
export class SectionWorkflowInput {
  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Business line id; must be assigned to the user.' })
  businessLineId: string;
}

@InputType({ description: 'A law text node the requirement is written for (legacy requirementSection).' })
export class RequirementLawSectionInput {
  @Field(() => ID, { description: "Section id (the requirement's section)." })
  sectionId: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The checked sub-section; null for the section as a whole.',
  })
  subSectionId?: string | null;
}

@InputType({ description: 'A new requirement (Individual Business Requirement modal, Create Requirement).' })
export class CreateRequirementInput extends SectionWorkflowInput {
  @Field(() => Int, {
    nullable: true,
    description:
      "1 header (text is fixed), 2 define requirement. Required: 'Please select a Requirement Type'.",
  })
  requirementTypeId?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The requirement text (type 2): starts with a letter, at least 2 characters. Ignored for type 1.',
  })
  requirement?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A number to use (prefix_number); by default the next of the section. A used one: 'Requirement already exists'.",
  })
  requirementNumber?: string | null;

  @Field(() => [RequirementLawSectionInput], {
    defaultValue: [],
    description: "The law text nodes checked in the tree; at least one ('Please Select the laws first').",
  })
  lawSections: RequirementLawSectionInput[];

  @Field(() => String, { nullable: true, description: 'The law text quoted with the requirement (HTML).' })
  lawText?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Applicable (default yes).' })
  isApplicable?: boolean | null;
}

@InputType({
  description: "A change to a requirement of a section (Update Requirement, the grid's yes/no cell).",
})
export class UpdateRequirementInput extends SectionWorkflowInput {
  @Field(() => ID, { description: 'Requirement id.' })
  id: string;

  @Field(() => Int, { description: 'The version you loaded; a change by someone else since is a CONFLICT.' })
  version: number;

  @Field(() => Int, {
    nullable: true,
    description: 'New type: 1 header, 2 define requirement; unchanged when null.',
  })
  requirementTypeId?: number | null;

  @Field(() => String, { nullable: true, description: 'New text (type 2); unchanged when null.' })
  requirement?: string | null;

  @Field(() => [RequirementLawSectionInput], {
    nullable: true,
    description: 'New law text nodes; unchanged when null.',
  })
  lawSections?: RequirementLawSectionInput[] | null;

  @Field(() => Boolean, { nullable: true, description: 'The yes/no cell; unchanged when null.' })
  isApplicable?: boolean | null;
}

@InputType({
  description: "The requirements grid's yes/no select all: every requirement of a section set to Yes or No.",
})
export class SetRequirementsApplicableInput extends SectionWorkflowInput {
  @Field(() => Boolean, { description: 'Yes (true) or No (false) for every requirement of the section.' })
  isApplicable: boolean;
}

@InputType({ description: 'Requirements of one section to delete.' })
export class DeleteRequirementsInput extends SectionWorkflowInput {
  @Field(() => [ID], { description: 'The requirements to delete (at least one).' })
  ids: string[];

  @Field(() => Boolean, {
    defaultValue: true,
    description:
      "Renumber the rest consecutively from the section's first number (delete and renumber); false keeps numbers.",
  })
  renumber: boolean;
}

@InputType({ description: 'A text edit of an existing requirement in the Edit Business Requirements modal.' })
export class RequirementTextEditInput {
  @Field(() => ID, { description: 'Requirement id.' })
  id: string;

  @Field(() => String, { description: 'The new text.' })
  requirement: string;
}

@InputType({
  description: 'A requirement added in the Edit Business Requirements modal and sent with Submit.',
})
export class AcceptedRequirementInput {
  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => Int, { description: '1 header, 2 define requirement.' })
  requirementTypeId: number;

  @Field(() => String, { nullable: true, description: 'The text (type 2).' })
  requirement?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A number to use; by default the next of the section.',
  })
  requirementNumber?: string | null;

  @Field(() => [RequirementLawSectionInput], {
    defaultValue: [],
    description: 'The law text nodes it is written for.',
  })
  lawSections: RequirementLawSectionInput[];

  @Field(() => String, { nullable: true, description: 'The law text quoted (HTML).' })
  lawText?: string | null;
}

@InputType({ description: 'Submit of the Edit Business Requirements modal (legacy accept laws).' })
export class AcceptLawRequirementsInput {
  @Field(() => [SectionWorkflowInput], { description: 'The law sections submitted (at least one).' })
  sections: SectionWorkflowInput[];

  @Field(() => Boolean, {
    description:
      'Anything added, edited or deleted since the last submit: submit flag 2 (true) or 1 (false).',
  })
  changed: boolean;

  @Field(() => [RequirementTextEditInput], {
    defaultValue: [],
    description: 'Text edits of saved requirements.',
  })
  edits: RequirementTextEditInput[];

  @Field(() => [AcceptedRequirementInput], {
    defaultValue: [],
    description: 'New requirements not saved yet.',
  })
  additions: AcceptedRequirementInput[];

  @Field(() => ID, { nullable: true, description: 'The law inventory, when the screen has one.' })
  lawInventoryId?: string | null;
}

@InputType({ description: 'Save draft: the requirements of a section kept as drafts.' })
export class SaveRequirementDraftInput extends SectionWorkflowInput {
  @Field(() => [String], {
    defaultValue: [],
    description: 'Requirement numbers to save as drafts; empty: every requirement of the section.',
  })
  requirementNumbers: string[];
}

@InputType({ description: 'Send back a law with a comment (Send-back comment dialog).' })
export class SendBackLawSectionInput extends SectionWorkflowInput {
  @Field(() => String, { description: 'The comment: required, not blank after trimming.' })
  comment: string;
}

export const MAX_IDS = 500;

export function sectionKey(input: SectionWorkflowInput): SectionKey {
  check(validateIds({ sectionId: input.sectionId, businessLineId: input.businessLineId }));
  return { sectionId: input.sectionId.trim(), businessLineId: input.businessLineId.trim() };
}

export function lawSections(
  field: string,
  refs: readonly { sectionId: string; subSectionId?: string | null }[],
): LawSectionRef[] {
  for (const ref of refs) {
    check(
      validateIds({ [`${field}.sectionId`]: ref.sectionId }),
      ref.subSectionId ? validateIds({ [`${field}.subSectionId`]: ref.subSectionId }) : null,
    );
  }
  return refs.map((ref) => ({
    sectionId: ref.sectionId.trim(),
    subSectionId: ref.subSectionId?.trim() || null,
  }));
}
