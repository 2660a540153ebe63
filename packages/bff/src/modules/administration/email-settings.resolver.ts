import {
  ADMIN_MAINTENANCE_ROUTES,
  EMAIL_SETTINGS_MESSAGES,
  validateEmailAddress,
  validateEmailGroup,
  validateEmailTrigger,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import { ServesRoute } from '../../graphql/guards.js';
import { Administrator } from './administration.guards.js';
import { idOf, optionalIdOf, deleted } from './administration.ids.js';
import { SaveEmailAddressInput, SaveEmailGroupInput, SaveEmailTriggerInput } from './email-settings.input.js';
import {
  EmailAddress,
  EmailAddressPayload,
  EmailGroup,
  EmailGroupPayload,
  EmailTrigger,
  EmailTriggerPayload,
  SentEmailPage,
} from './email-settings.type.js';

const ROUTE = ADMIN_MAINTENANCE_ROUTES.emailSettings;

const triggerField = (message: string) =>
  /sender/i.test(message)
    ? 'senderId'
    : /group/i.test(message)
      ? 'emailGroupId'
      : /event/i.test(message)
        ? 'event'
        : /subject/i.test(message)
          ? 'subject'
          : 'name';

/**
 * E-mail settings: sender and receiver addresses, groups of receivers, and the triggers that send an e-mail from a
 * sender to a group when a workflow event happens. The provider administrator's to change.
 */
@Resolver()
export class EmailSettingsResolver {
  @Query(() => [EmailAddress], { description: 'Every sender and receiver address.' })
  @ServesRoute(ROUTE)
  @Administrator({ providerStaff: true })
  async emailAddresses(@Ctx() context: GraphQLContext): Promise<EmailAddress[]> {
    return context.apis.emailSettings.addresses();
  }

  @Mutation(() => EmailAddressPayload, {
    description:
      'Add (no id) or update a sender or receiver. BAD_USER_INPUT on email for an address that is not one or is in its list already (ignoring case). Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async saveEmailAddress(
    @Arg('input', () => SaveEmailAddressInput) input: SaveEmailAddressInput,
    @Ctx() context: GraphQLContext,
  ): Promise<EmailAddressPayload> {
    const sameKind = (await context.apis.emailSettings.addresses())
      .filter((row) => row.kind === input.kind)
      .map((row) => ({ id: row.id, name: row.email }));
    check(validateEmailAddress(input.email, sameKind, input.id));
    return refusalAsInput(
      context.apis.emailSettings.saveAddress(optionalIdOf(input.id, 'id'), {
        kind: input.kind,
        email: input.email.trim(),
        displayName: input.displayName?.trim() ?? '',
        isActive: input.isActive,
      }),
      'email',
    );
  }

  @Mutation(() => MessagePayload, {
    description:
      'Delete an address. BAD_USER_INPUT on id while a trigger sends from it or a group holds it. Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async deleteEmailAddress(
    @Arg('id', () => ID, { description: 'The address.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return deleted(await context.apis.emailSettings.deleteAddress(idOf(id, 'id')));
  }

  @Query(() => [EmailGroup], { description: 'Every e-mail group, by name.' })
  @ServesRoute(ROUTE)
  @Administrator({ providerStaff: true })
  async emailGroups(@Ctx() context: GraphQLContext): Promise<EmailGroup[]> {
    return context.apis.emailSettings.groups();
  }

  @Mutation(() => EmailGroupPayload, {
    description:
      'Add (no id) or update an e-mail group and its receivers. BAD_USER_INPUT on name for a blank or duplicate name, on memberIds for a sender address. Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async saveEmailGroup(
    @Arg('input', () => SaveEmailGroupInput) input: SaveEmailGroupInput,
    @Ctx() context: GraphQLContext,
  ): Promise<EmailGroupPayload> {
    const others = (await context.apis.emailSettings.groups()).map((row) => ({ id: row.id, name: row.name }));
    check(validateEmailGroup(input.name, others, input.id));
    return refusalAsInput(
      context.apis.emailSettings.saveGroup(optionalIdOf(input.id, 'id'), {
        name: input.name.trim(),
        description: input.description?.trim() ?? '',
        memberIds: input.memberIds.map((memberId) => idOf(memberId, 'memberIds')),
      }),
      (message) => (message === EMAIL_SETTINGS_MESSAGES.membersReceivers ? 'memberIds' : 'name'),
    );
  }

  @Mutation(() => MessagePayload, {
    description:
      'Delete an e-mail group. BAD_USER_INPUT on id while a trigger sends to it. Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async deleteEmailGroup(
    @Arg('id', () => ID, { description: 'The group.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return deleted(await context.apis.emailSettings.deleteGroup(idOf(id, 'id')));
  }

  @Query(() => [EmailTrigger], { description: 'Every e-mail trigger, by name.' })
  @ServesRoute(ROUTE)
  @Administrator({ providerStaff: true })
  async emailTriggers(@Ctx() context: GraphQLContext): Promise<EmailTrigger[]> {
    return context.apis.emailSettings.triggers();
  }

  @Query(() => [String], { description: 'The workflow events a trigger can send on.' })
  @ServesRoute(ROUTE)
  @Administrator({ providerStaff: true })
  async emailEvents(@Ctx() context: GraphQLContext): Promise<string[]> {
    return context.apis.emailSettings.events();
  }

  @Mutation(() => EmailTriggerPayload, {
    description:
      'Add (no id) or update an e-mail trigger. BAD_USER_INPUT on the field at fault: a blank or duplicate name, an unknown event, a blank subject, no active sender, no group. Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async saveEmailTrigger(
    @Arg('input', () => SaveEmailTriggerInput) input: SaveEmailTriggerInput,
    @Ctx() context: GraphQLContext,
  ): Promise<EmailTriggerPayload> {
    const others = (await context.apis.emailSettings.triggers()).map((row) => ({
      id: row.id,
      name: row.name,
    }));
    check(validateEmailTrigger(input, others, input.id));
    return refusalAsInput(
      context.apis.emailSettings.saveTrigger(optionalIdOf(input.id, 'id'), {
        name: input.name.trim(),
        event: input.event,
        subject: input.subject.trim(),
        senderId: idOf(input.senderId, 'senderId'),
        emailGroupId: idOf(input.emailGroupId, 'emailGroupId'),
        isActive: input.isActive,
      }),
      triggerField,
    );
  }

  @Mutation(() => MessagePayload, { description: 'Delete an e-mail trigger. Provider administrator only.' })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async deleteEmailTrigger(
    @Arg('id', () => ID, { description: 'The trigger.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return deleted(await context.apis.emailSettings.deleteTrigger(idOf(id, 'id')));
  }

  @Query(() => SentEmailPage, {
    description:
      'The e-mails the catalogue sent or queued (trigger messages and its own), newest first: time, trigger, from, to, subject, status.',
  })
  @ServesRoute(ROUTE)
  @Administrator({ providerStaff: true })
  async sentEmails(
    @PageArg()
    page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<SentEmailPage> {
    return context.apis.emailSettings.outbox(checkPage(page, 500));
  }
}
