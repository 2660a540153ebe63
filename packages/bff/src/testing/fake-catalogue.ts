import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { execute, parse, type ExecutionResult } from 'graphql';
import { loadConfig, type BffConfig } from '../config.js';
import { contextFor, type GraphQLContext, type Services } from '../graphql/context.js';
import { getSchema } from '../graphql/schema.js';
import type { Credentials, Envelope, LegacyCaller, RouteScope } from '../legacy/caller.js';
import type { LegacyRequest } from '../legacy/client.js';
import { LegacyError, toGraphQLError } from '../legacy/errors.js';
import { envelopeOf, shapeProblem, type Shape } from '../legacy/shape.js';
import type { MenuItemData } from '../modules/navigation/navigation.mapper.js';
import { MemoryAccessMarks } from '../session/access-changes.js';
import type { Principal } from '../session/principal.js';

export interface RecordedCall {
  request: LegacyRequest;
  /** The route the caller was scoped to (forRoute), or null for the request's own caller. */
  route: RouteScope | null;
  /** The user the call was made for, when the caller was switched to one (forCredentials). */
  userId?: string | null;
}

type Answer = (request: LegacyRequest) => unknown;

/**
 * A catalogue in memory, like artsy's injected fake loaders: answers by path, records every request with the
 * route scope it was made under. Callers made with forRoute share the record.
 */
export class FakeCatalogue implements LegacyCaller {
  constructor(
    private readonly answers: Record<string, Answer>,
    private readonly route: RouteScope | null = null,
    readonly recorded: RecordedCall[] = [],
    private readonly userId?: string | null,
  ) {}

  get calls(): number {
    return this.recorded.length;
  }

  /** The canned answer, checked against the call's shape like the real caller does (a wrong one is UPSTREAM_ERROR). */
  async send<T>(request: LegacyRequest, shape: Shape<T>): Promise<T> {
    this.recorded.push({
      request,
      route: this.route,
      ...(this.userId !== undefined ? { userId: this.userId } : {}),
    });
    const answer = this.answers[request.path];
    if (!answer) throw new Error(`unexpected call ${request.path}`);
    const data = await answer(request);
    const problem = shapeProblem(shape, data);
    if (problem) throw toGraphQLError(new LegacyError('shape', `${request.path}: ${problem}`, 200));
    return data as T;
  }

  async envelope<T>(request: LegacyRequest, result: Shape<T>): Promise<Envelope<T>> {
    const data = await this.send(request, envelopeOf(result));
    return { message: data.Message ?? 'Success', result: data.Result };
  }

  forRoute(route: RouteScope): FakeCatalogue {
    return new FakeCatalogue(this.answers, route, this.recorded, this.userId);
  }

  forCredentials(credentials: Credentials | null): FakeCatalogue {
    return new FakeCatalogue(this.answers, null, this.recorded, credentials?.userId ?? null);
  }
}

export const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
} as unknown as FastifyBaseLogger;

const item = (
  id: string,
  label: string,
  routerLink: string | null,
  extra: Partial<MenuItemData> = {},
): MenuItemData => ({
  id,
  label,
  routerLink,
  image: null,
  counts: null,
  selectedIndex: null,
  subMenus: [],
  breadcrumbs: [],
  ...extra,
});

/** A menu like the reference catalogue's lawyer has: a legal group with breadcrumbs, extracts, change password. */
export const LAWYER_MENU: MenuItemData[] = [
  item('1', 'Legal', null, {
    image: 'scale',
    subMenus: [
      item('2', 'Legal Dashboard', '/legal-module/legal-dashboard', {
        counts: 1,
        breadcrumbs: [
          {
            id: '10',
            label: 'Define Business Requirements',
            routerLink: '/legal-module/defineBusinessRequirements',
            moduleName: 'legal-module',
            stepper: true,
          },
        ],
      }),
      item('3', 'Hierarchy Search', '/legal-module/hierarchy-search'),
    ],
  }),
  item('12', 'Extracts', '/extracts'),
  item('13', 'Change Password', '/changePassword'),
];

export function testPrincipal(overrides: Partial<Principal> = {}): Principal {
  return {
    kind: 'session',
    sessionId: 's1',
    user: {
      id: '2',
      firstName: 'Lena',
      name: 'Lena Lawyer',
      email: 'lawyer@lexbridge.test',
      roles: ['Legal Staff'],
      isAzimuth: false,
      isTableau: false,
      clientId: null,
      clientName: null,
    },
    isAdmin: false,
    menu: LAWYER_MENU,
    editableRoutes: ['/legal-module/defineBusinessRequirements', '/extracts', '/changePassword'],
    tokenExpiresAt: null,
    reportTool: null,
    credentials: { userId: '2', accessToken: async () => 't', renewAfterUnauthorized: async () => null },
    ...overrides,
  };
}

/**
 * A menu of one section (`label`, id `sectionId`) whose entries are `routes`, numbered from `firstId`: what a user
 * of one back-office module sees.
 */
export function sectionMenu(label: string, sectionId: number, routes: readonly string[], firstId: number) {
  const item = (id: string, routerLink: string | null, subMenus: MenuItemData[] = []): MenuItemData => ({
    id,
    label: routerLink ?? label,
    routerLink,
    image: null,
    counts: null,
    selectedIndex: null,
    subMenus,
    breadcrumbs: [],
  });
  return [
    item(
      String(sectionId),
      null,
      routes.map((route, index) => item(String(firstId + index), route)),
    ),
  ];
}

/** Who a back-office test acts as: these roles, this menu, and edit rights on `editableRoutes`. */
export function principalWith(options: {
  user: Pick<Principal['user'], 'id' | 'firstName' | 'name' | 'email' | 'roles'> &
    Partial<Pick<Principal['user'], 'isAzimuth' | 'clientId' | 'clientName'>>;
  menu: MenuItemData[];
  editableRoutes: readonly string[];
}): (overrides?: Partial<Principal>) => Principal {
  return (overrides = {}) =>
    testPrincipal({
      user: { isAzimuth: false, isTableau: false, clientId: null, clientName: null, ...options.user },
      menu: options.menu,
      editableRoutes: [...options.editableRoutes],
      ...overrides,
    });
}

/** The super administrator of the back-office tests. */
export const SUPER_ADMIN = {
  id: '1',
  firstName: 'Ada',
  name: 'Ada Admin',
  email: 'admin@lexbridge.test',
  roles: ['Lexbridge Super Admin'],
  isAzimuth: true,
};

/** A request context over a fake catalogue, with the BFF's default configuration (tuned by `config`). */
export function fakeContext(
  catalogue: LegacyCaller,
  principal: Principal | null,
  options: { config?: Partial<BffConfig>; services?: Partial<Services>; route?: string | null } = {},
): GraphQLContext {
  const services = {
    config: loadConfig({}, options.config ?? {}),
    accessMarks: new MemoryAccessMarks(60_000),
    ...options.services,
  } as Services;
  return contextFor({
    requestId: 'r1',
    log: silentLog,
    request: {} as FastifyRequest,
    reply: {} as FastifyReply,
    services,
    principal,
    route: options.route ?? null,
    legacy: catalogue,
    stats: { legacyCalls: 0 },
  });
}

export async function runGraphQL(
  context: GraphQLContext,
  source: string,
  variables?: Record<string, unknown>,
): Promise<ExecutionResult> {
  return execute({
    schema: await getSchema(),
    document: parse(source),
    contextValue: context,
    variableValues: variables,
  });
}
