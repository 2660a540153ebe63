import { Field, ID, InputType } from 'type-graphql';

@InputType({
  description: 'A decision on a changed requirement, with the proposed wording when it is updated.',
})
export class ProposedRequirementInput {
  @Field(() => ID, { description: 'The changed requirement.' })
  id: string;
  @Field(() => String, { description: "'Accepted', 'Updated' or 'NotApplicable'." })
  decision: string;
  @Field(() => String, { nullable: true, description: "The wording (required for 'Updated')." })
  proposedRequirement?: string | null;
}

export const DECISIONS = ['Accepted', 'Updated', 'NotApplicable'];
