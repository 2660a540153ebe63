import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import {
  actingClient,
  callerOf,
  OWNERSHIP_MESSAGES,
  OwnershipRefusal,
  requireOwn,
  requireProviderWriter,
  type Caller,
} from '../../http/caller.js';
import { refusal } from '../../http/envelope.js';
import { bodyValue, isPlainObject } from '../../http/params.js';
import { exportWorkbook, type ExportColumn } from './validator.export.js';
import { mappingRowsOf, readFirstSheet, UPLOAD_LIMITS } from './validator.import.js';
import {
  flag,
  MAX_PAGE_SIZE,
  objectBody,
  optionalId,
  paging,
  q,
  requiredId,
  has,
  requiredVersion,
  respond,
  text,
  ValidatorRefusal,
  version,
} from './validator.http.js';
import {
  bulkSaveMessage,
  CUSTOM_MESSAGE_MAX,
  CUSTOM_MESSAGE_PATTERN,
  RULE_MESSAGE_LOGIC_MAX,
  VALIDATOR_MESSAGES as M,
  type BulkCounts,
} from './validator.messages.js';
import * as repo from './validator.repository.js';

/** Roles that may maintain the validator: the administrator-type roles and provider staff. */
export const VALIDATOR_ROLES = [
  'lexbridge super admin',
  'lexbridge admin',
  'lexbridge user',
  'lexbridge admin read only',
  'provider staff',
];
/** Roles that may only read. */
const READ_ONLY_ROLES = ['lexbridge admin read only'];

const MASTER = '/api/filterMappingMaster';
const TRANSACTION = '/api/filterMappingTransaction';

async function staffRoles(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT lower(r.name) AS name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.name).filter((name) => VALIDATOR_ROLES.includes(name));
}

/**
 * The loan-file validator's maintenance (api/filterMappingMaster and
 * api/filterMappingTransaction), the client list its message types pick from, and the validator setup upload.
 */
export async function validatorRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  // Only administrators and provider staff; read-only administrators may read and export but not write.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent) return;
    const roles = await staffRoles(db, request.legacyUserId);
    // Lists and exports are POSTs that only read.
    const writes = request.method !== 'GET' && !/\/(get|export-)[^/]*$/i.test(request.url.split('?')[0]);
    const canWrite = roles.some((role) => !READ_ONLY_ROLES.includes(role));
    if (roles.length === 0 || (writes && !canWrite)) return reply.code(403).send(refusal(M.forbidden));
  });

  const userOf = (request: FastifyRequest) => request.legacyUserId;
  const callerFor = (request: FastifyRequest) => callerOf(db, request);
  /** Writes to the provider-wide records (test rules, rule messages, master mappings, filter fields): provider staff. */
  const providerWriter = async (request: FastifyRequest) => requireProviderWriter(await callerFor(request));
  /** The client a list is narrowed to: a client's user may name only its own (another is not found). */
  const listedClient = (caller: Caller, named: number | null) =>
    named === null ? null : actingClient(caller, named);

  // ----- clients -------------------------------------------------------------------------------------------------
  app.get(
    '/api/ClientDbSetup/GetClientServer',
    respond(async (request) => ({ result: await repo.listClients(db, (await callerFor(request)).clientId) })),
  );

  // ----- message types -------------------------------------------------------------------------------------------
  app.get(
    `${MASTER}/getAllMessageType`,
    respond(async (request) => {
      const isActive = flag(q(request, 'isActive'), 'isActive', null);
      const { data } = await repo.listMessageTypes(
        db,
        { isActive, searchText: null, clientId: null, viewerClientId: (await callerFor(request)).clientId },
        { pageNumber: 1, pageSize: null },
      );
      return { result: data };
    }),
  );

  // A client's user lists its own client's types and the provider-wide ones.
  const messageTypeFilter = async (
    request: FastifyRequest,
    body: Record<string, unknown>,
  ): Promise<repo.MessageTypeFilter> => {
    const caller = await callerFor(request);
    return {
      isActive: flag(bodyValue(body, 'isActive'), 'isActive', null),
      searchText: text(bodyValue(body, 'searchText')).trim() || null,
      clientId: listedClient(caller, optionalId(bodyValue(body, 'clientId'), 'clientId')),
      viewerClientId: caller.clientId,
    };
  };
  // The paged list (our addition beside the GET: the grids page).
  app.post(
    `${MASTER}/getAllMessageType`,
    respond(async (request) => {
      const body = objectBody(request);
      return {
        result: await repo.listMessageTypes(db, await messageTypeFilter(request, body), paging(body)),
      };
    }),
  );

  app.post(
    `${MASTER}/PostMessageType`,
    respond(async (request) => {
      const body = objectBody(request);
      const caller = await callerFor(request);
      const id = optionalId(bodyValue(body, 'id'), 'id');
      const isActive = flag(bodyValue(body, 'isActive'), 'isActive', true)!;
      if (id !== null && !isActive) return removeMessageType(db, caller, id);
      if (id !== null) await requireMessageTypeWriter(db, caller, id);
      const isClient = flag(bodyValue(body, 'isClient'), 'isClient', false)!;
      // A client's user saves only its own client's types: the client is its own, whatever the body names.
      if (caller.clientId !== null && !isClient)
        throw new OwnershipRefusal(403, OWNERSHIP_MESSAGES.providerOnly);
      const clientId = isClient
        ? caller.clientId === null
          ? optionalId(bodyValue(body, 'clientId'), 'clientId')
          : actingClient(caller, optionalId(bodyValue(body, 'clientId'), 'clientId'))
        : null;
      const rowVersion = id === null ? null : requiredVersion(body);
      // An update that does not name the description keeps it.
      const keptDescription =
        id !== null && !has(body, 'description')
          ? (await repo.getMessageType(db, id))?.description
          : undefined;
      const value: repo.MessageTypeWrite = {
        messageType: text(bodyValue(body, 'messageType')).trim(),
        description: keptDescription ?? text(bodyValue(body, 'description')).trim(),
        isClient,
        clientId,
        isActive,
      };
      if (isClient && clientId === null) throw new ValidatorRefusal(400, M.clientRequired);
      if (clientId !== null && !(await repo.clientExists(db, clientId)))
        throw new ValidatorRefusal(400, M.clientRequired);
      if (!value.messageType) throw new ValidatorRefusal(400, M.messageTypeBlank);
      // Names are unique per client: a client's type clashes with the provider-wide types and its own client's
      // only, never with another client's (that refusal would tell one client what another named its types). The
      // unique index covers one client's names; the check across provider-wide and client types runs under a lock
      // that every message type save takes, so two saves cannot both pass it.
      return db.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('lexbridge-legacy:message-types'))`);
        if (await repo.messageTypeTaken(tx, value.messageType, clientId, id))
          throw new ValidatorRefusal(409, M.messageTypeDuplicate);
        if (id === null) {
          const newId = await repo.insertMessageType(tx, userOf(request), value);
          if (newId === null) throw new ValidatorRefusal(409, M.messageTypeDuplicate);
          return { result: await repo.getMessageType(tx, newId), message: M.saved };
        }
        const updated = await repo
          .updateMessageType(tx, userOf(request), id, rowVersion, value)
          .catch(uniqueAs(M.messageTypeDuplicate));
        if (!updated) throw await conflictOr404(repo.getMessageType(tx, id), 'MessageType');
        return { result: await repo.getMessageType(tx, id), message: M.saved };
      });
    }),
  );

  app.delete(
    `${MASTER}/DeleteMessageType`,
    respond(async (request) =>
      removeMessageType(db, await callerFor(request), requiredId(q(request, 'id'), 'id')),
    ),
  );

  app.post(
    `${MASTER}/export-message-type`,
    exportRoute(
      'MessageTypes',
      MESSAGE_TYPE_COLUMNS,
      async (body, request) =>
        (
          await repo.listMessageTypes(db, await messageTypeFilter(request, body), {
            pageNumber: 1,
            pageSize: null,
          })
        ).data,
    ),
  );

  // ----- test rules ----------------------------------------------------------------------------------------------
  const testRuleFilter = async (
    request: FastifyRequest,
    body: Record<string, unknown>,
  ): Promise<repo.TestRuleFilter> => ({
    isActive: flag(bodyValue(body, 'isActive'), 'isActive', null),
    messageTypeId: optionalId(bodyValue(body, 'messageTypeId'), 'messageTypeId'),
    searchText: text(bodyValue(body, 'searchText')).trim() || null,
    viewerClientId: (await callerFor(request)).clientId,
  });
  app.post(
    `${MASTER}/getAllTestRule`,
    respond(async (request) => {
      const body = objectBody(request);
      return { result: await repo.listTestRules(db, await testRuleFilter(request, body), paging(body)) };
    }),
  );

  app.post(
    `${MASTER}/postTestRule`,
    respond(async (request) => {
      await providerWriter(request);
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'id'), 'id');
      const isActive = flag(bodyValue(body, 'isActive'), 'isActive', true)!;
      if (id !== null && !isActive) return removeTestRule(db, id);
      const messageTypeId = requiredId(bodyValue(body, 'messageTypeId'), 'messageTypeId');
      if (!(await repo.getMessageType(db, messageTypeId)))
        throw new ValidatorRefusal(400, M.notFound('MessageType'));
      const rowVersion = id === null ? null : requiredVersion(body);
      const current = id === null ? null : await repo.getTestRule(db, id);
      const description = text(bodyValue(body, 'testRuleDescription')).trim();
      if (!description) throw new ValidatorRefusal(400, M.descriptionBlank);
      let testRuleId = text(bodyValue(body, 'testRuleId')).trim();
      if (testRuleId && !/^\d{5}$/.test(testRuleId)) throw new ValidatorRefusal(400, M.testRuleIdInvalid);
      if (!testRuleId) testRuleId = id !== null ? (current?.testRuleId ?? '') : await repo.nextTestRuleId(db);
      if (!testRuleId) throw new ValidatorRefusal(404, M.notFound('TestRule'));
      // Without a status a new rule reports Pass and an update keeps the rule's.
      const status = text(bodyValue(body, 'status')).trim() || current?.status || 'Pass';
      if (!['Pass', 'Observation'].includes(status))
        throw new ValidatorRefusal(400, 'status must be Pass or Observation.');
      if (await repo.testRuleDescriptionTaken(db, description, id))
        throw new ValidatorRefusal(409, M.descriptionDuplicate);
      // Another rule's id is a refusal of the input, not a concurrent change.
      if (await repo.testRuleIdTaken(db, testRuleId, id))
        throw new ValidatorRefusal(400, M.testRuleIdDuplicate);
      const value: repo.TestRuleWrite = {
        messageTypeId,
        testRuleId,
        testRuleDescription: description,
        status,
        isActive,
      };
      if (id === null) {
        const newId = await repo.insertTestRule(db, userOf(request), value);
        if (newId === null) throw new ValidatorRefusal(409, M.descriptionDuplicate);
        return { result: await repo.getTestRule(db, newId), message: M.saved };
      }
      const updated = await repo
        .updateTestRule(db, userOf(request), id, rowVersion, value)
        .catch(uniqueAs(M.descriptionDuplicate));
      if (!updated) throw await conflictOr404(repo.getTestRule(db, id), 'TestRule');
      return { result: await repo.getTestRule(db, id), message: M.saved };
    }),
  );

  // The legacy names the rule's row id testRuleId here; isActive rides along and is not needed to delete.
  app.delete(
    `${MASTER}/deleteTestRule`,
    respond(async (request) => {
      await providerWriter(request);
      return removeTestRule(db, requiredId(q(request, 'testRuleId'), 'testRuleId'));
    }),
  );

  app.post(
    `${MASTER}/export-test-rule`,
    exportRoute(
      'TestRules',
      TEST_RULE_COLUMNS,
      async (body, request) =>
        (await repo.listTestRules(db, await testRuleFilter(request, body), { pageNumber: 1, pageSize: null }))
          .data,
    ),
  );

  // ----- test rule messages --------------------------------------------------------------------------------------
  // A client's user sees no message of a rule of another client's message type: the viewer is the caller's client,
  // from the session, and nothing in the body widens it.
  const ruleMessageFilter = async (
    request: FastifyRequest,
    body: Record<string, unknown>,
  ): Promise<repo.RuleMessageFilter> => ({
    businessLineId: optionalId(bodyValue(body, 'businessLineId'), 'businessLineId'),
    testRuleId: optionalId(bodyValue(body, 'testRuleId'), 'testRuleId'),
    isActive: flag(bodyValue(body, 'isActive'), 'isActive', null),
    searchText: text(bodyValue(body, 'searchText')).trim() || null,
    viewerClientId: (await callerFor(request)).clientId,
  });
  app.post(
    `${MASTER}/getAllTestRuleMessage`,
    respond(async (request) => {
      const body = objectBody(request);
      return {
        result: await repo.listTestRuleMessages(db, await ruleMessageFilter(request, body), paging(body)),
      };
    }),
  );

  app.get(
    `${MASTER}/getAllTestMessage`,
    respond(async () => ({ result: await repo.listAzimuthMessages(db) })),
  );

  app.post(
    `${MASTER}/postTestRuleMessage`,
    respond(async (request) => {
      await providerWriter(request);
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'id') ?? bodyValue(body, 'testRuleMapperId'), 'id');
      const isActive = flag(bodyValue(body, 'isActive'), 'isActive', true)!;
      if (id !== null && !isActive) return removeTestRuleMessage(db, id);
      const rowVersion = id === null ? null : requiredVersion(body);
      const businessLineId = requiredId(bodyValue(body, 'businessLineId'), 'businessLineId');
      const testRuleId = requiredId(bodyValue(body, 'testRuleId'), 'testRuleId');
      if (!(await repo.getTestRule(db, testRuleId))) throw new ValidatorRefusal(400, M.notFound('TestRule'));
      // An update that names neither logic field keeps the logic.
      const logicSent = has(body, 'ruleMessageLogic') || has(body, 'testRuleLogic');
      const ruleMessageLogic =
        id !== null && !logicSent
          ? ((await repo.getTestRuleMessage(db, id))?.ruleMessageLogic ?? '')
          : text(bodyValue(body, 'ruleMessageLogic') ?? bodyValue(body, 'testRuleLogic')).trim();
      if (ruleMessageLogic.length > RULE_MESSAGE_LOGIC_MAX)
        throw new ValidatorRefusal(400, M.ruleMessageLogicTooLong);
      let ruleMessageId = optionalId(bodyValue(body, 'ruleMessageId'), 'ruleMessageId');
      const typed = text(bodyValue(body, 'azimuthMessage')).trim();
      if (ruleMessageId !== null) {
        const listed = await repo.azimuthMessageById(db, ruleMessageId);
        if (!listed) throw new ValidatorRefusal(400, M.azimuthMessageRequired);
      } else {
        // A new message: a text matching a listed one (ignoring case) selects that one.
        if (!typed) throw new ValidatorRefusal(400, M.newMessageBlank);
        ruleMessageId = await repo.findOrCreateAzimuthMessage(db, userOf(request), typed);
      }
      const value: repo.RuleMessageWrite = {
        businessLineId,
        testRuleId,
        ruleMessageId,
        ruleMessageLogic,
        isActive,
      };
      if (await repo.ruleMessageDuplicate(db, value, id))
        throw new ValidatorRefusal(409, M.ruleMessageDuplicate);
      if (id === null) {
        const newId = await repo.insertTestRuleMessage(db, userOf(request), value);
        if (newId === null) throw new ValidatorRefusal(409, M.ruleMessageDuplicate);
        return { result: await repo.getTestRuleMessage(db, newId), message: M.saved };
      }
      const updated = await repo
        .updateTestRuleMessage(db, userOf(request), id, rowVersion, value)
        .catch(uniqueAs(M.ruleMessageDuplicate));
      if (!updated) throw await conflictOr404(repo.getTestRuleMessage(db, id), 'TestRuleMessage');
      return { result: await repo.getTestRuleMessage(db, id), message: M.saved };
    }),
  );

  app.delete(
    `${MASTER}/deleteTestRuleMessage`,
    respond(async (request) => {
      await providerWriter(request);
      return removeTestRuleMessage(db, requiredId(q(request, 'id'), 'id'));
    }),
  );

  app.post(
    `${MASTER}/export-test-rule-message`,
    exportRoute(
      'TestRuleMessages',
      RULE_MESSAGE_COLUMNS,
      async (body, request) =>
        (
          await repo.listTestRuleMessages(db, await ruleMessageFilter(request, body), {
            pageNumber: 1,
            pageSize: null,
          })
        ).data,
    ),
  );

  // ----- lookups of the filter mapping screens -------------------------------------------------------------------
  app.get(
    `${TRANSACTION}/getAllTestFilterResultStatus`,
    respond(async () => ({ result: await repo.listResultStatuses(db) })),
  );

  app.get(
    `${TRANSACTION}/get-entityTypes-byBusinessLine`,
    respond(async (request) => ({
      result: await repo.entitiesOfBusinessLine(
        db,
        optionalId(q(request, 'businessLineId'), 'businessLineId'),
      ),
    })),
  );

  app.get(
    `${TRANSACTION}/getTestMessageByTestRule`,
    respond(async (request) => ({
      result: await repo.ruleMessagesOfRule(
        db,
        requiredId(q(request, 'TestRuleId'), 'TestRuleId'),
        optionalId(q(request, 'businessLineId'), 'businessLineId'),
        (await callerFor(request)).clientId,
      ),
    })),
  );

  app.get(
    `${TRANSACTION}/getFilterFieldByEntity`,
    respond(async (request) => ({
      result: await repo.fieldsOfEntity(db, requiredId(q(request, 'entityId'), 'entityId')),
    })),
  );

  app.get(
    `${TRANSACTION}/getTestIdByBusinessLine`,
    respond(async (request) => ({
      result: await repo.testsOfBusinessLine(
        db,
        optionalId(q(request, 'businessLine'), 'businessLine'),
        flag(q(request, 'isMapped'), 'isMapped', false)!,
      ),
    })),
  );

  app.post(
    `${TRANSACTION}/getMappedTestRule`,
    respond(async (request) => {
      const body = objectBody(request);
      return {
        result: await repo.mappedTestRules(
          db,
          optionalId(bodyValue(body, 'businessLineId'), 'businessLineId'),
          (await callerFor(request)).clientId,
        ),
      };
    }),
  );

  // ----- test filter mappings (master) ---------------------------------------------------------------------------
  // A client's user lists only its own client's copies, whatever client the body names (another: not found), and
  // no mapping of a rule of another client's message type.
  const mappingFilter = async (
    request: FastifyRequest,
    body: Record<string, unknown>,
    client: boolean,
  ): Promise<repo.MappingFilter> => {
    const caller = await callerFor(request);
    return {
      client,
      clientId: client ? actingClient(caller, optionalId(bodyValue(body, 'clientId'), 'clientId')) : null,
      viewerClientId: caller.clientId,
      id: optionalId(bodyValue(body, 'id'), 'id'),
      businessLineId: optionalId(bodyValue(body, 'businessLineId'), 'businessLineId'),
      testId: optionalId(bodyValue(body, 'testId'), 'testId'),
      testRuleId: optionalId(bodyValue(body, 'testRuleId'), 'testRuleId'),
      isActive: flag(bodyValue(body, 'isActive'), 'isActive', null),
      searchText: text(bodyValue(body, 'searchText')).trim() || null,
    };
  };
  app.post(
    `${TRANSACTION}/getAllTestFilterMapping`,
    respond(async (request) => {
      const body = objectBody(request);
      return {
        result: await repo.listTestFilterMappings(
          db,
          await mappingFilter(request, body, false),
          paging(body),
        ),
      };
    }),
  );

  // A list of mappings with UserId; also the reorder (isReorder 1: only testOrder moves). One transaction: a row
  // another user changed meanwhile (version) stops the whole list with 409, so no half-applied order is left.
  app.post(
    `${TRANSACTION}/postTestFilterMapping`,
    respond(async (request) => {
      await providerWriter(request);
      const caller = await callerFor(request);
      const rows = listBody(request);
      return db.transaction((tx) => saveMappings(tx, caller, rows, false));
    }),
  );

  app.delete(
    `${TRANSACTION}/deleteTestFilterMapping`,
    respond(async (request) => {
      await providerWriter(request);
      return removeMapping(db, await callerFor(request), requiredId(q(request, 'id'), 'id'), false);
    }),
  );

  app.post(
    `${TRANSACTION}/export-test-filter-mapping`,
    exportRoute(
      'TestFilterMappings',
      MAPPING_COLUMNS,
      async (body, request) =>
        (
          await repo.listTestFilterMappings(db, await mappingFilter(request, body, false), {
            pageNumber: 1,
            pageSize: null,
          })
        ).data,
    ),
  );

  // ----- client filter mappings ----------------------------------------------------------------------------------
  app.post(
    `${TRANSACTION}/getAllClientTestFilterMapping`,
    respond(async (request) => {
      const body = objectBody(request);
      return {
        result: await repo.listTestFilterMappings(db, await mappingFilter(request, body, true), paging(body)),
      };
    }),
  );

  app.post(
    `${TRANSACTION}/postTestClientFilterMapping`,
    respond(async (request) => {
      const body = objectBody(request);
      const caller = await callerFor(request);
      const id = requiredId(bodyValue(body, 'id'), 'id');
      const isActive = flag(bodyValue(body, 'isActive'), 'isActive', true)!;
      if (!isActive) return removeMapping(db, caller, id, true);
      const current = await repo.getTestFilterMapping(db, id);
      if (!current || current.clientId === null)
        throw new ValidatorRefusal(404, M.notFound('Test Filter Client Mapping'));
      requireOwn(caller, current.clientId);
      const rowVersion = requiredVersion(body);
      // Fields the update does not name stay as they are; the merged message is checked.
      const isCustomMessage = flag(
        bodyValue(body, 'isCustomMessage'),
        'isCustomMessage',
        current.isCustomMessage,
      )!;
      const customMessage = checkCustomMessage(
        isCustomMessage,
        has(body, 'customMessage') ? bodyValue(body, 'customMessage') : current.customMessage,
      );
      const updated = await repo.updateClientMapping(db, request.legacyUserId, id, rowVersion, {
        customMessage,
        isCustomMessage,
      });
      if (!updated)
        throw await conflictOr404(repo.getTestFilterMapping(db, id), 'Test Filter Client Mapping');
      return { result: await repo.getTestFilterMapping(db, id), message: M.saved };
    }),
  );

  app.post(
    `${TRANSACTION}/postTestClientReorderFilter`,
    respond(async (request) => {
      const caller = await callerFor(request);
      const rows = listBody(request);
      return db.transaction((tx) => saveMappings(tx, caller, rows, true));
    }),
  );

  app.delete(
    `${TRANSACTION}/deleteTestClientFilterMapping`,
    respond(async (request) =>
      removeMapping(db, await callerFor(request), requiredId(q(request, 'id'), 'id'), true),
    ),
  );

  app.post(
    `${TRANSACTION}/export-test-client-filter-mapping`,
    exportRoute(
      'TestClientFilterMappings',
      CLIENT_MAPPING_COLUMNS,
      async (body, request) =>
        (
          await repo.listTestFilterMappings(db, await mappingFilter(request, body, true), {
            pageNumber: 1,
            pageSize: null,
          })
        ).data,
    ),
  );

  // ----- test filter fields --------------------------------------------------------------------------------------
  const fieldFilter = (body: Record<string, unknown>): repo.FieldFilter => ({
    businessLineId: optionalId(bodyValue(body, 'businessLineId'), 'businessLineId'),
    testId: optionalId(bodyValue(body, 'testId'), 'testId'),
    entityId: optionalId(bodyValue(body, 'entityId'), 'entityId'),
    searchText: text(bodyValue(body, 'searchText')).trim() || null,
  });
  app.post(
    `${TRANSACTION}/getMappedTestFilterField`,
    respond(async (request) => {
      const body = objectBody(request);
      return { result: await repo.listTestFilterFields(db, fieldFilter(body), paging(body)) };
    }),
  );

  app.post(
    `${TRANSACTION}/postTestFilterField`,
    respond(async (request) => {
      await providerWriter(request);
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'id'), 'id');
      const isActive = flag(bodyValue(body, 'isActive'), 'isActive', true)!;
      if (id !== null && !isActive) return removeField(db, id);
      const rowVersion = id === null ? null : requiredVersion(body);
      const kept =
        id !== null && !has(body, 'isValidationRequired') ? await repo.getTestFilterField(db, id) : null;
      const value: repo.FieldWrite = {
        testFilterMappingId: requiredId(bodyValue(body, 'testFilterMappingId'), 'testFilterMappingId'),
        entityId: requiredId(bodyValue(body, 'entityId'), 'entityId'),
        fieldId: requiredId(bodyValue(body, 'fieldId'), 'fieldId'),
        isValidationRequired: flag(
          bodyValue(body, 'isValidationRequired'),
          'isValidationRequired',
          kept?.isValidationRequired ?? false,
        )!,
        isActive,
      };
      const mapping = await repo.getTestFilterMapping(db, value.testFilterMappingId);
      if (!mapping || mapping.clientId !== null)
        throw new ValidatorRefusal(400, M.notFound('Test Filter Mapping'));
      if (!(await repo.fieldOfEntity(db, value.fieldId, value.entityId)))
        throw new ValidatorRefusal(400, M.fieldNotOfEntity);
      if (id === null) {
        const newId = await repo.insertTestFilterField(db, request.legacyUserId, value);
        if (newId === null) throw new ValidatorRefusal(409, M.filterFieldDuplicate);
        return { result: await repo.getTestFilterField(db, newId), message: M.saved };
      }
      const outcome = await repo.updateTestFilterField(db, request.legacyUserId, id, rowVersion, value);
      if (outcome === 'duplicate') throw new ValidatorRefusal(409, M.filterFieldDuplicate);
      if (outcome === 'conflict')
        throw await conflictOr404(repo.getTestFilterField(db, id), 'Test Filter Field');
      return { result: await repo.getTestFilterField(db, id), message: M.saved };
    }),
  );

  app.delete(
    `${TRANSACTION}/deleteTestFilterField`,
    respond(async (request) => {
      await providerWriter(request);
      return removeField(db, requiredId(q(request, 'id'), 'id'));
    }),
  );

  app.post(
    `${TRANSACTION}/export-mapped-test-filter-field`,
    exportRoute(
      'TestFilterFields',
      FIELD_COLUMNS,
      async (body) =>
        (await repo.listTestFilterFields(db, fieldFilter(body), { pageNumber: 1, pageSize: null })).data,
    ),
  );

  // ----- validator setup upload ----------------------------------------------------------------------------------
  // fileName and fileText (base64), as the LAR file upload sends them. The file is kept for the setup process, and an
  // .xlsx in the layout of the Test Filter Mappings export is read into the filter mappings (one transaction), with
  // the bulk save's counts as the answer.
  app.post(
    '/api/validatorfile-setup/upload-validator-file',
    respond(async (request) => {
      // It reads into the master filter mappings: provider-wide records.
      await providerWriter(request);
      const caller = await callerFor(request);
      const body = objectBody(request);
      const fileName = text(bodyValue(body, 'fileName')).trim();
      const fileText = text(bodyValue(body, 'fileText'));
      if (!fileName || !fileText) throw new ValidatorRefusal(400, M.fileRequired);
      if (!/\.(xlsx|xls)$/i.test(fileName)) throw new ValidatorRefusal(400, M.invalidExtension);
      const content = Buffer.from(fileText, 'base64');
      if (content.length === 0) throw new ValidatorRefusal(400, M.fileRequired);
      if (content.length > UPLOAD_LIMITS.maxBytes) throw new ValidatorRefusal(400, M.fileTooLarge);
      if (/\.xls$/i.test(fileName)) {
        const id = await repo.insertUpload(db, request.legacyUserId, fileName, content);
        return {
          result: { id, fileName, size: content.length, rowsRead: 0, counts: null },
          message: M.xlsStoredOnly,
        };
      }
      const sheet = await readFirstSheet(content);
      if (sheet.header.length > 0 && sheet.rows.length === 0)
        throw new ValidatorRefusal(400, M.uploadNothingToImport);
      return db.transaction(async (tx) => {
        const rows = await mappingRowsOf(tx, sheet);
        const saved = await saveMappings(tx, caller, rows, false, { countFailures: true });
        const id = await repo.insertUpload(tx, request.legacyUserId, fileName, content);
        return {
          result: { id, fileName, size: content.length, rowsRead: rows.length, counts: saved.result },
          message: M.imported(fileName, rows.length, saved.message),
        };
      });
    }),
  );

  /** An Excel answer of a list's rows (the legacy's blob variant). */
  function exportRoute<T>(
    name: string,
    columns: readonly ExportColumn<T>[],
    load: (body: Record<string, unknown>, request: FastifyRequest) => Promise<T[]>,
  ) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const body = isPlainObject(request.body) ? request.body : {};
        const rows = await load(body, request);
        const file = await exportWorkbook(name, columns, rows, new Date());
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.content);
      } catch (error) {
        if (error instanceof ValidatorRefusal) return reply.code(error.status).send(refusal(error.message));
        throw error;
      }
    };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Deletes (a save with isActive false deletes too)

/**
 * Who may change or delete message type `id`: provider staff any; a client's user its own client's only (another
 * client's is not found, a provider-wide one is provider staff's).
 */
async function requireMessageTypeWriter(db: Queryable, caller: Caller, id: number) {
  const current = await repo.getMessageType(db, id);
  if (!current) throw new ValidatorRefusal(404, M.notFound('MessageType'));
  if (caller.clientId !== null && current.clientId === null)
    throw new OwnershipRefusal(403, OWNERSHIP_MESSAGES.providerOnly);
  requireOwn(caller, current.clientId);
}

async function removeMessageType(db: Queryable, caller: Caller, id: number) {
  await requireMessageTypeWriter(db, caller, id);
  if (await repo.messageTypeInUse(db, id)) throw new ValidatorRefusal(400, M.messageTypeInUse);
  await repo.deleteRow(db, 'message_types', id);
  return { result: true, message: M.deleted };
}

async function removeTestRule(db: Queryable, id: number) {
  if (!(await repo.getTestRule(db, id))) throw new ValidatorRefusal(404, M.notFound('TestRule'));
  if (await repo.testRuleInUse(db, id)) throw new ValidatorRefusal(400, M.testRuleInUse);
  await repo.deleteRow(db, 'test_rules', id);
  return { result: true, message: M.deleted };
}

/** Blocked while an active filter mapping uses it: Result false with the delete-block message. */
async function removeTestRuleMessage(db: Queryable, id: number) {
  if (!(await repo.getTestRuleMessage(db, id)))
    throw new ValidatorRefusal(404, M.notFound('TestRuleMessage'));
  if (await repo.ruleMessageAssigned(db, id)) return { result: false, message: M.ruleMessageInUse };
  await repo.deleteTestRuleMessage(db, id);
  return { result: true, message: M.deleted };
}

async function removeMapping(db: Queryable, caller: Caller, id: number, client: boolean) {
  const mapping = await repo.getTestFilterMapping(db, id);
  if (!mapping || (mapping.clientId !== null) !== client) {
    throw new ValidatorRefusal(
      404,
      M.notFound(client ? 'Test Filter Client Mapping' : 'Test Filter Mapping'),
    );
  }
  requireOwn(caller, mapping.clientId);
  await repo.deleteRow(db, 'test_filter_mappings', id);
  return { result: true, message: M.deleted };
}

async function removeField(db: Queryable, id: number) {
  if (!(await repo.deleteRow(db, 'test_filter_fields', id)))
    throw new ValidatorRefusal(404, M.notFound('Test Filter Field'));
  return { result: true, message: M.deleted };
}

// ---------------------------------------------------------------------------------------------------------------
// The mapping list save

function listBody(request: FastifyRequest): Record<string, unknown>[] {
  const body = request.body;
  const rows = Array.isArray(body) ? body : isPlainObject(body) ? [body] : null;
  if (!rows || rows.length === 0 || !rows.every(isPlainObject))
    throw new ValidatorRefusal(400, 'The request is invalid.');
  if (rows.length > MAX_PAGE_SIZE)
    throw new ValidatorRefusal(400, `Send at most ${MAX_PAGE_SIZE} rows at once.`);
  return rows as Record<string, unknown>[];
}

function checkCustomMessage(isCustomMessage: boolean, raw: unknown): string | null {
  const value = text(raw).trim();
  if (!isCustomMessage) return null;
  if (!value) throw new ValidatorRefusal(400, M.customMessageRequired);
  if (!CUSTOM_MESSAGE_PATTERN.test(value)) throw new ValidatorRefusal(400, M.customMessageCharacters);
  if (value.length > CUSTOM_MESSAGE_MAX) throw new ValidatorRefusal(400, M.customMessageTooLong);
  return value;
}

/** Saves (or, with isActive false, deletes) each row; answers the counts with the bulk save message. */
async function saveMappings(
  tx: Queryable,
  caller: Caller,
  rows: Record<string, unknown>[],
  client: boolean,
  { countFailures = false }: { countFailures?: boolean } = {},
) {
  const counts: BulkCounts = {
    inserted: 0,
    updated: 0,
    deleted: 0,
    notInsertedDuplicates: 0,
    notDeletedMapped: 0,
    notUpdatedInvalid: 0,
  };
  const userId = caller.userId;
  const reorderTests = new Set<string>();
  for (const row of rows) {
    const id = optionalId(bodyValue(row, 'id'), 'id');
    const isActive = flag(bodyValue(row, 'isActive'), 'isActive', true)!;
    const isReorder = flag(bodyValue(row, 'isReorder'), 'isReorder', false)!;
    const rowVersion = id !== null && isActive ? requiredVersion(row) : version(row);

    if (isReorder) {
      // Only the order moves, and only within one test (a drag may not cross tests).
      const current = id === null ? null : await repo.getTestFilterMapping(tx, id);
      const testOrder = optionalId(bodyValue(row, 'testOrder'), 'testOrder');
      if (!current || (current.clientId !== null) !== client || testOrder === null) {
        counts.notUpdatedInvalid += 1;
        continue;
      }
      // Another client's copy stops the whole list: it is not found for a client's user.
      requireOwn(caller, current.clientId);
      reorderTests.add(`${current.testId}:${current.clientId ?? ''}`);
      if (reorderTests.size > 1) throw new ValidatorRefusal(400, M.reorderAcrossTests);
      if (!(await repo.updateTestOrder(tx, userId, current.id, rowVersion, testOrder))) {
        throw new ValidatorRefusal(409, M.conflict, await repo.getTestFilterMapping(tx, current.id));
      }
      counts.updated += 1;
      continue;
    }
    if (client) {
      counts.notUpdatedInvalid += 1;
      continue;
    }

    if (id !== null && !isActive) {
      const current = await repo.getTestFilterMapping(tx, id);
      if (!current || current.clientId !== null) counts.notUpdatedInvalid += 1;
      else if (await repo.mappingHasFields(tx, id)) counts.notDeletedMapped += 1;
      else {
        await repo.deleteRow(tx, 'test_filter_mappings', id);
        counts.deleted += 1;
      }
      continue;
    }

    // An update changes only the fields it names: the others are the mapping's as it is now.
    const current = id === null ? null : await repo.getTestFilterMapping(tx, id);
    const value = await mappingValue(tx, current ? withCurrentFields(current, row) : row);
    if (typeof value === 'string') {
      // A single row's rule failure is the answer itself, in the spec's words; in a longer list it is counted.
      if (rows.length === 1 && !countFailures) throw new ValidatorRefusal(400, value);
      counts.notUpdatedInvalid += 1;
      continue;
    }
    if (id === null) {
      const newId = await repo.insertTestFilterMapping(tx, userId, {
        ...value,
        testOrder: value.testOrder || (await repo.nextTestOrder(tx, value.testId, null)),
      });
      if (newId === null) counts.notInsertedDuplicates += 1;
      else counts.inserted += 1;
      continue;
    }
    if (!current || current.clientId !== null) {
      counts.notUpdatedInvalid += 1;
      continue;
    }
    const outcome = await repo.updateTestFilterMapping(tx, userId, id, rowVersion, {
      ...value,
      testOrder: value.testOrder || current.testOrder,
    });
    if (outcome === 'conflict')
      throw new ValidatorRefusal(409, M.conflict, await repo.getTestFilterMapping(tx, id));
    if (outcome === 'duplicate') counts.notUpdatedInvalid += 1;
    else counts.updated += 1;
  }
  return { result: counts, message: bulkSaveMessage(counts) };
}

/**
 * A partial update of a mapping: the row's own fields, and the stored mapping's for those it does not name (its
 * message only while the rule stays the same).
 */
function withCurrentFields(
  current: repo.TestFilterMappingDto,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const rowRule = optionalId(bodyValue(row, 'testRuleId'), 'testRuleId');
  const stored: Record<string, unknown> = {
    testId: current.testId,
    testRuleId: current.testRuleId,
    ruleMessageId: rowRule === null || rowRule === current.testRuleId ? current.ruleMessageId : null,
    statusId: current.statusId,
    testOrder: current.testOrder,
    isCustomMessage: current.isCustomMessage,
    customMessage: current.customMessage,
  };
  const merged = { ...row };
  for (const [key, value] of Object.entries(stored)) if (!has(row, key)) merged[key] = value;
  return merged;
}

/** A mapping row checked against the filter-mapping rules, or the failed rule's message. */
async function mappingValue(
  tx: Queryable,
  row: Record<string, unknown>,
): Promise<repo.MappingWrite | string> {
  const testId = optionalId(bodyValue(row, 'testId'), 'testId');
  const testRuleId = optionalId(bodyValue(row, 'testRuleId'), 'testRuleId');
  if (testId === null || testRuleId === null) return 'testId and testRuleId are required.';
  const test = await repo.getValidatorTest(tx, testId);
  if (!test) return M.notFound('Test');
  const rule = await repo.getTestRule(tx, testRuleId);
  if (!rule) return M.notFound('TestRule');
  const messages = await repo.ruleMessagesOfRule(tx, testRuleId, test.businessLineId);
  if (messages.length === 0) return M.noMessages;
  let ruleMessageId = optionalId(bodyValue(row, 'ruleMessageId'), 'ruleMessageId');
  // The single message rule: with exactly one message it is the one.
  if (ruleMessageId === null && messages.length === 1) ruleMessageId = messages[0].id;
  if (ruleMessageId === null || !messages.some((message) => message.id === ruleMessageId))
    return M.azimuthMessageRequired;
  const isTest = rule.messageType.trim().toLowerCase() === 'test';
  let statusId = optionalId(bodyValue(row, 'statusId'), 'statusId');
  if (isTest && statusId === null) return M.statusRequired;
  if (!isTest) statusId = null;
  if (statusId !== null && !(await repo.listResultStatuses(tx)).some((status) => status.id === statusId))
    return M.statusRequired;
  const isCustomMessage = flag(bodyValue(row, 'isCustomMessage'), 'isCustomMessage', false)!;
  let customMessage: string | null;
  try {
    customMessage = checkCustomMessage(isCustomMessage, bodyValue(row, 'customMessage'));
  } catch (error) {
    if (error instanceof ValidatorRefusal) return error.message;
    throw error;
  }
  return {
    testId,
    businessLineId: test.businessLineId,
    testRuleId,
    ruleMessageId,
    testOrder: optionalId(bodyValue(row, 'testOrder'), 'testOrder') ?? 0,
    statusId,
    customMessage,
    isCustomMessage,
    isActive: flag(bodyValue(row, 'isActive'), 'isActive', true)!,
    clientId: null,
  };
}

/** A failed conditional update: 409 with the row as it is now, or 404 when it is gone. */
async function conflictOr404(current: Promise<unknown>, what: string): Promise<ValidatorRefusal> {
  const row = await current;
  return row ? new ValidatorRefusal(409, M.conflict, row) : new ValidatorRefusal(404, M.notFound(what));
}

/** A unique index that caught a race the check before it missed: the duplicate message, as a 409. */
function uniqueAs(message: string) {
  return (error: unknown): never => {
    if (typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505') {
      throw new ValidatorRefusal(409, message);
    }
    throw error;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Export columns: the grid's columns, flags as Active/Inactive and Yes/No

const activeText = (value: boolean) => (value ? 'Active' : 'Inactive');
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const MESSAGE_TYPE_COLUMNS: ExportColumn<repo.MessageTypeDto>[] = [
  { header: 'Message Type', value: (row) => row.messageType },
  { header: 'Description', value: (row) => row.description },
  { header: 'Is Client', value: (row) => yesNo(row.isClient) },
  { header: 'Client', value: (row) => row.clientName ?? '' },
  { header: 'Status', value: (row) => activeText(row.isActive) },
];
const TEST_RULE_COLUMNS: ExportColumn<repo.TestRuleDto>[] = [
  { header: 'Test Rule Id', value: (row) => row.testRuleId },
  { header: 'Test Rule Description', value: (row) => row.testRuleDescription },
  { header: 'Message Type', value: (row) => row.messageType },
  { header: 'Result', value: (row) => row.status },
  { header: 'Status', value: (row) => activeText(row.isActive) },
];
const RULE_MESSAGE_COLUMNS: ExportColumn<repo.TestRuleMessageDto>[] = [
  { header: 'Business Line', value: (row) => row.businessLineName },
  { header: 'Test Rule', value: (row) => row.testRule },
  { header: 'Azimuth Message', value: (row) => row.azimuthMessage },
  { header: 'Rule Message Logic', value: (row) => row.ruleMessageLogic },
  { header: 'Assigned', value: (row) => yesNo(row.isAssigned) },
  { header: 'Status', value: (row) => activeText(row.isActive) },
];
const MAPPING_COLUMNS: ExportColumn<repo.TestFilterMappingDto>[] = [
  { header: 'Test Id', value: (row) => row.testNumber },
  { header: 'Business Line', value: (row) => row.businessLineName },
  { header: 'Test Rule', value: (row) => row.testRule },
  { header: 'Test Order', value: (row) => row.testOrder },
  { header: 'Azimuth Message', value: (row) => row.azimuthMessage },
  { header: 'Custom Message', value: (row) => row.customMessage ?? '' },
  { header: 'Is Custom Message', value: (row) => yesNo(row.isCustomMessage) },
  { header: 'Result', value: (row) => row.status ?? '' },
  { header: 'Status', value: (row) => activeText(row.isActive) },
];
const CLIENT_MAPPING_COLUMNS: ExportColumn<repo.TestFilterMappingDto>[] = [
  { header: 'Client', value: (row) => row.clientName ?? '' },
  ...MAPPING_COLUMNS,
];
const FIELD_COLUMNS: ExportColumn<repo.TestFilterFieldDto>[] = [
  { header: 'Test Id', value: (row) => row.testNumber },
  { header: 'Test Rule', value: (row) => row.testRule },
  { header: 'Entity', value: (row) => row.entityName },
  { header: 'Table', value: (row) => row.tableName },
  { header: 'Field', value: (row) => row.fieldName },
  { header: 'Validation Required', value: (row) => yesNo(row.isValidationRequired) },
  { header: 'Status', value: (row) => activeText(row.isActive) },
];
