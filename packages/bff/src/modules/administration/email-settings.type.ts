import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../graphql/common/page.js';
import { EmailAddressKind } from './administration.enums.js';

registerEnumType(EmailAddressKind, {
  name: 'EmailAddressKind',
  description: 'Whether an address sends (a trigger sends from it) or receives (a group holds it).',
});

@ObjectType({ description: 'A sender or receiver e-mail address.' })
export class EmailAddress {
  @Field(() => ID, { description: 'The address id.' })
  id: string;

  @Field(() => EmailAddressKind, { description: 'Sender or receiver.' })
  kind: EmailAddressKind;

  @Field(() => String, { description: 'The address, unique in its kind ignoring case.' })
  email: string;

  @Field(() => String, { description: 'The name shown with it (may be empty).' })
  displayName: string;

  @Field(() => Boolean, {
    description: 'Whether it is in use; an inactive sender cannot be picked for a trigger.',
  })
  isActive: boolean;

  @Field(() => Int, { description: 'How many groups hold it (receivers).' })
  groupCount: number;

  @Field(() => Int, { description: 'How many triggers send from it (senders).' })
  triggerCount: number;
}

@ObjectType({ description: 'A group of receiver addresses a trigger sends to.' })
export class EmailGroup {
  @Field(() => ID, { description: 'The group id.' })
  id: string;

  @Field(() => String, { description: 'Its name, unique ignoring case.' })
  name: string;

  @Field(() => String, { description: 'What it is for (may be empty).' })
  description: string;

  @Field(() => [ID], { description: 'Its receiver addresses.' })
  memberIds: string[];

  @Field(() => Int, { description: 'How many triggers send to it; a group in use cannot be deleted.' })
  triggerCount: number;
}

@ObjectType({ description: 'An e-mail sent when an event of the workflow happens.' })
export class EmailTrigger {
  @Field(() => ID, { description: 'The trigger id.' })
  id: string;

  @Field(() => String, { description: 'Its name, unique ignoring case.' })
  name: string;

  @Field(() => String, { description: 'The event that sends it.' })
  event: string;

  @Field(() => String, { description: 'The subject of the e-mail.' })
  subject: string;

  @Field(() => ID, { description: 'The sender address.' })
  senderId: string;

  @Field(() => String, { description: 'The sender address itself.' })
  senderEmail: string;

  @Field(() => ID, { description: 'The group it goes to.' })
  emailGroupId: string;

  @Field(() => String, { description: "The group's name." })
  emailGroupName: string;

  @Field(() => Boolean, { description: 'Whether it is sent.' })
  isActive: boolean;
}

@ObjectType({ description: 'A saved address and the message to show.' })
export class EmailAddressPayload {
  @Field(() => EmailAddress, { description: 'The address as saved.' })
  address: EmailAddress;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({ description: 'A saved e-mail group and the message to show.' })
export class EmailGroupPayload {
  @Field(() => EmailGroup, { description: 'The group as saved.' })
  group: EmailGroup;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({ description: 'A saved e-mail trigger and the message to show.' })
export class EmailTriggerPayload {
  @Field(() => EmailTrigger, { description: 'The trigger as saved.' })
  trigger: EmailTrigger;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({
  description:
    'A message the catalogue sent or queued: by a trigger, or its own (a password reset link). The body is not shown: a reset mail carries a live link.',
})
export class SentEmail {
  @Field(() => ID, { description: 'The message id.' })
  id: string;

  @Field(() => DateTimeISOResolver, { description: 'When it was written to the outbox.' })
  createdAt: Date;

  @Field(() => String, { description: 'The trigger that sent it; empty for the catalogue’s own mail.' })
  triggerName: string;

  @Field(() => String, {
    description: 'The event that fired the trigger; empty for the catalogue’s own mail.',
  })
  event: string;

  @Field(() => String, { description: 'The sender, as the mail server gets it.' })
  from: string;

  @Field(() => String, { description: 'The receiver.' })
  to: string;

  @Field(() => String, { description: 'The subject.' })
  subject: string;

  @Field(() => String, {
    description:
      'Queued (kept in the outbox: no mail server is configured, or delivery has not finished), Sent (the mail server took it) or Failed.',
  })
  status: string;

  @Field(() => String, { description: "The mail server's reason when it failed; empty otherwise." })
  error: string;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the mail server took it.' })
  sentAt: Date | null;
}

@ObjectType({ description: 'A page of sent and queued e-mails, newest first.' })
export class SentEmailPage extends PageOf(SentEmail) {}
