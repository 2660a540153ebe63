import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    "The embedded report tool's session for a user with the report-tool flag. The token itself stays in the BFF.",
})
export class ReportToolSession {
  @Field(() => Boolean, { description: 'The BFF holds an unexpired report-tool token for this session.' })
  available: boolean;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description:
      'When the token counts as expired (10 seconds before the catalogue says); the BFF then fetches a new one.',
  })
  expiresAt: Date | null;
}
