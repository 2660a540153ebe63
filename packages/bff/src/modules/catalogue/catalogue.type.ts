import { Field, ID, ObjectType } from 'type-graphql';
import { Authority } from './catalogue.enums.js';

export { Authority };

@ObjectType({ description: 'An industry assigned to the signed-in user.' })
export class Industry {
  @Field(() => ID, { description: 'Industry id (legacy industryId / id).' })
  id: string;

  @Field(() => String, { description: 'Industry name.' })
  name: string;
}

@ObjectType({ description: 'A business line within an industry.' })
export class BusinessLine {
  @Field(() => ID, { description: 'Business line id (legacy businessLineId / id).' })
  id: string;

  @Field(() => ID, { description: 'The industry it belongs to.' })
  industryId: string;

  @Field(() => String, { description: 'Business line name.' })
  name: string;
}

@ObjectType({ description: 'A regulator (an agency whose laws the catalogue holds).' })
export class Regulator {
  @Field(() => ID, { description: 'Regulator id.' })
  id: string;

  @Field(() => String, { description: 'Full name, e.g. Consumer Financial Protection Bureau.' })
  name: string;

  @Field(() => String, { nullable: true, description: 'What the regulator does.' })
  description: string | null;

  @Field(() => String, { nullable: true, description: 'Short code, e.g. CFPB.' })
  codeName: string | null;
}

@ObjectType({
  description: "Regulators of one authority, sorted by name (the Regulators picker's sections).",
})
export class RegulatorGroup {
  @Field(() => Authority, { description: 'Federal or State.' })
  authority: Authority;

  @Field(() => [Regulator], {
    description:
      "Sorted by name (natural order). Empty: the picker's 'No Regulators Found In Federal/States'.",
  })
  regulators: Regulator[];
}

@ObjectType({ description: 'A category of laws for a business line (the Categories picker).' })
export class Category {
  @Field(() => ID, { description: 'Category id.' })
  id: string;

  @Field(() => String, { description: 'Category name (legacy name, Name or categoryName).' })
  name: string;

  @Field(() => String, { nullable: true, description: 'What the category covers.' })
  description: string | null;

  @Field(() => ID, { nullable: true, description: 'The business line the category belongs to.' })
  businessLineId: string | null;

  @Field(() => ID, { nullable: true, description: "The business line's industry." })
  industryId: string | null;

  @Field(() => String, { nullable: true, description: 'Kind of category (legacy categorytype), e.g. Legal.' })
  categoryType: string | null;
}

@ObjectType({ description: 'A product of a business line.' })
export class Product {
  @Field(() => ID, { description: 'Product id.' })
  id: string;

  @Field(() => String, { description: 'Product name.' })
  name: string;

  @Field(() => ID, { nullable: true, description: 'The business line that offers it.' })
  businessLineId: string | null;
}

@ObjectType({ description: 'A type of institution a requirement can apply to.' })
export class InstitutionType {
  @Field(() => ID, { description: 'Institution type id.' })
  id: string;

  @Field(() => String, { description: 'Institution type name.' })
  name: string;
}

@ObjectType({ description: 'A law inventory (a collection of laws a client subscribes to).' })
export class LawInventory {
  @Field(() => ID, { description: 'Law inventory id.' })
  id: string;

  @Field(() => String, { description: 'Law inventory name.' })
  name: string;
}

@ObjectType({ description: 'A type of change in law (the type-of-change filter).' })
export class ChangeType {
  @Field(() => ID, { description: 'Change type id.' })
  id: string;

  @Field(() => String, {
    description: 'The text the filter shows (legacy filterDescription), e.g. Amendment.',
  })
  description: string;
}

@ObjectType({ description: 'A status of a law in the workflow (the status filter), e.g. Changed Law.' })
export class LawStatus {
  @Field(() => ID, {
    description: 'Status id (6 Changed Law, 7 New Law, 8 Decommissioned in the reference).',
  })
  id: string;

  @Field(() => String, { description: 'Status name.' })
  name: string;
}

@ObjectType({ description: 'An active lawyer, for reassigning laws.' })
export class Lawyer {
  @Field(() => ID, { description: 'Lawyer id (legacy lawyerId or userId).' })
  id: string;

  @Field(() => String, { description: 'Full name (legacy lawyerName or name).' })
  name: string;

  @Field(() => String, { nullable: true, description: 'E-mail address.' })
  email: string | null;
}
