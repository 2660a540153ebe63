import { VALIDATOR_MESSAGES, VALIDATOR_ROUTES } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badUserInput } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { ProviderStaffWrites, ServesValidatorScreens, ValidatorStaff } from './validator-rules.guards.js';
import {
  FILTER_ARG,
  idOf,
  requireVersion,
  sent,
  SaveTestFilterFieldInput,
  ValidatorListFilter,
} from './validator-rules.input.js';
import { legacyId } from './validator-rules.mapper.js';
import { deleted } from './validator-rules.outcomes.js';
import {
  DeleteValidatorRecordPayload,
  EntityField,
  TestFilterFieldPage,
  TestFilterFieldPayload,
  ValidatorEntity,
} from './validator-rules.type.js';

const R = VALIDATOR_ROUTES;

/**
 * The Test Filter Fields screen: the grid, entities and their fields, and adding, updating and deleting fields.
 * Administrators and provider staff only, on screens in their menu; every form rule is checked here with the
 * screens' messages (BAD_USER_INPUT, extensions.fields), and again by the catalogue.
 */
@Resolver()
export class ValidatorFilterFieldsResolver {
  @Query(() => [ValidatorEntity], { description: 'Entity types of a business line.' })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async validatorEntities(
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Business line.' })
    businessLineId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorEntity[]> {
    return context.apis.validatorRules.entities(legacyId(businessLineId));
  }

  @Query(() => [EntityField], { description: 'Fields of an entity.' })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async entityFields(
    @Arg('entityId', () => ID, { description: 'Entity.' }) entityId: string,
    @Arg('testId', () => ID, { nullable: true, description: 'The test the field is for.' })
    testId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<EntityField[]> {
    return context.apis.validatorRules.fieldsOfEntity(idOf(entityId, 'entityId'), legacyId(testId));
  }

  @Query(() => TestFilterFieldPage, { description: 'Filter fields, paged.' })
  @ServesRoute(R.testFilterFields)
  @ValidatorStaff()
  async testFilterFields(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestFilterFieldPage> {
    return context.apis.validatorRules.testFilterFields(filter, checkPage(page));
  }

  @Mutation(() => TestFilterFieldPayload, {
    description: 'Add or update a filter field. isActive false deletes it.',
  })
  @ServesRoute(R.testFilterFields, { edit: true })
  @ValidatorStaff()
  @ProviderStaffWrites()
  async saveTestFilterField(
    @Arg('input', () => SaveTestFilterFieldInput) input: SaveTestFilterFieldInput,
    @Ctx() context: GraphQLContext,
  ): Promise<TestFilterFieldPayload> {
    const api = context.apis.validatorRules;
    const id = input.id ? idOf(input.id, 'id') : null;
    if (!input.isActive) {
      if (id === null) throw badUserInput({ isActive: VALIDATOR_MESSAGES.newRecordInactive });
      const { message } = await deleted(api.deleteTestFilterField(id));
      return { message, testFilterField: null, deleted: true };
    }
    const version = id === null ? null : requireVersion(input.version);
    const saved = await refusalAsInput(
      api.saveTestFilterField({
        id: id ?? 0,
        testFilterMappingId: idOf(input.testFilterMappingId, 'testFilterMappingId'),
        entityId: idOf(input.entityId, 'entityId'),
        fieldId: idOf(input.fieldId, 'fieldId'),
        ...sent('isValidationRequired', input.isValidationRequired ?? (id === null ? false : undefined)),
        isActive: true,
        ...(version === null ? {} : { version }),
      }),
      'fieldId',
    );
    return { message: saved.message, testFilterField: saved.row, deleted: false };
  }

  @Mutation(() => DeleteValidatorRecordPayload, { description: 'Delete a filter field.' })
  @ServesRoute(R.testFilterFields, { edit: true })
  @ValidatorStaff()
  @ProviderStaffWrites()
  async deleteTestFilterField(
    @Arg('id', () => ID, { description: 'Filter field id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const { message } = await deleted(context.apis.validatorRules.deleteTestFilterField(idOf(id, 'id')));
    return { id, message };
  }
}
