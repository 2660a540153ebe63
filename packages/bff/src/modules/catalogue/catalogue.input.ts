import { Field, ID, InputType } from 'type-graphql';

@InputType({
  description: 'The Categories picker: categories of the chosen business lines within the chosen industries.',
})
export class CategoriesInput {
  @Field(() => [ID], {
    description:
      "The chosen industries; at least one ('Please Select the Industry and Business Line first').",
  })
  industryIds: string[];

  @Field(() => [ID], {
    description:
      "The chosen business lines; at least one ('Please Select the Industry and Business Line first').",
  })
  businessLineIds: string[];
}
