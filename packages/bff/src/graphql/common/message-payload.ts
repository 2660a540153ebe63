import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The result of an action whose only outcome is a message for the user.' })
export class MessagePayload {
  @Field(() => Boolean, { description: 'True: the action succeeded (failures are errors, not ok: false).' })
  ok: boolean;

  @Field(() => String, {
    description:
      "The message to show: the catalogue's own text where the screen shows it, else the screen's own text.",
  })
  message: string;
}

export function messagePayload(message: string): MessagePayload {
  return { ok: true, message };
}
