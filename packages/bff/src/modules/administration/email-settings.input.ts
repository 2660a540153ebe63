import { Field, ID, InputType } from 'type-graphql';
import { EmailAddressKind } from './administration.enums.js';
import './email-settings.type.js';

@InputType({ description: 'A sender or receiver address to add (no id) or update.' })
export class SaveEmailAddressInput {
  @Field(() => ID, { nullable: true, description: 'The address to update; absent to add one.' })
  id?: string | null;

  @Field(() => EmailAddressKind, { description: 'Sender or receiver.' })
  kind: EmailAddressKind;

  @Field(() => String, { description: 'The address.' })
  email: string;

  @Field(() => String, { nullable: true, description: 'The name shown with it.' })
  displayName?: string | null;

  @Field(() => Boolean, { description: 'Whether it is in use.' })
  isActive: boolean;
}

@InputType({ description: 'An e-mail group to add (no id) or update.' })
export class SaveEmailGroupInput {
  @Field(() => ID, { nullable: true, description: 'The group to update; absent to add one.' })
  id?: string | null;

  @Field(() => String, { description: 'Its name (unique ignoring case).' })
  name: string;

  @Field(() => String, { nullable: true, description: 'What it is for.' })
  description?: string | null;

  @Field(() => [ID], { description: 'Its receiver addresses.' })
  memberIds: string[];
}

@InputType({ description: 'An e-mail trigger to add (no id) or update.' })
export class SaveEmailTriggerInput {
  @Field(() => ID, { nullable: true, description: 'The trigger to update; absent to add one.' })
  id?: string | null;

  @Field(() => String, { description: 'Its name (unique ignoring case).' })
  name: string;

  @Field(() => String, { description: 'The event that sends it (one of emailEvents).' })
  event: string;

  @Field(() => String, { description: 'The subject (at most 250 characters).' })
  subject: string;

  @Field(() => ID, { description: 'An active sender address.' })
  senderId: string;

  @Field(() => ID, { description: 'The group it goes to.' })
  emailGroupId: string;

  @Field(() => Boolean, { description: 'Whether it is sent.' })
  isActive: boolean;
}
