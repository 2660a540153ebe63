import 'reflect-metadata';
import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A single-use, short-lived ticket to download a file at GET /files/:ticket.' })
export class DownloadTicket {
  @Field(() => String, { description: 'The ticket.' })
  ticket: string;

  @Field(() => String, { description: 'Where to download: /files/<ticket>, same session (or bearer token).' })
  url: string;

  @Field(() => DateTimeISOResolver, { description: 'The ticket is refused after this.' })
  expiresAt: Date;
}
