import { execute, parse } from 'graphql';
import { buildSchema, Ctx, Query, Resolver } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FakeCatalogue, fakeContext, runGraphQL, testPrincipal } from '../../testing/fake-catalogue.js';
import type { GraphQLContext } from '../context.js';
import { AdminOnly, ServesRoute } from '../guards.js';

const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ok message } }`;
const input = { oldPassword: 'Demo#2026', newPassword: 'Changed#2026', confirmPassword: 'Changed#2026' };

function catalogue() {
  return new FakeCatalogue({ 'Account/ChangePassword': () => true, probe: () => 'ok' });
}

describe('@ServesRoute on changePassword', () => {
  it('lets a user with the route in the menu and editable through, with that route as the legacy headers', async () => {
    const fake = catalogue();
    // The SPA says it is on another screen: the declared route wins.
    const result = await runGraphQL(fakeContext(fake, testPrincipal(), { route: '/extracts' }), CHANGE, {
      input,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      changePassword: { ok: true, message: 'Password was changed successfully' },
    });
    expect(fake.recorded).toHaveLength(1);
    expect(fake.recorded[0]!.route).toEqual({ menuId: '13', breadcrumbId: null, legal: false });
  });

  it("refuses a user whose menu lacks the route: 'You are not allowed to open this page.'", async () => {
    const fake = catalogue();
    const principal = testPrincipal();
    const withoutRoute = testPrincipal({
      menu: principal.menu!.filter((item) => item.routerLink !== '/changePassword'),
    });
    const result = await runGraphQL(fakeContext(fake, withoutRoute), CHANGE, { input });
    expect(result.errors?.[0]?.message).toBe('You are not allowed to open this page.');
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(fake.calls).toBe(0);
  });

  it("refuses a user who may not edit there: 'You do not have permission to edit on this page.'", async () => {
    const fake = catalogue();
    const result = await runGraphQL(
      fakeContext(fake, testPrincipal({ editableRoutes: ['/extracts'] })),
      CHANGE,
      { input },
    );
    expect(result.errors?.[0]?.message).toBe('You do not have permission to edit on this page.');
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(fake.calls).toBe(0);
  });

  it('refuses anonymous callers with UNAUTHENTICATED, before validating anything', async () => {
    const fake = catalogue();
    const result = await runGraphQL(fakeContext(fake, null), CHANGE, {
      input: { ...input, oldPassword: '' },
    });
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(fake.calls).toBe(0);
  });

  it("asks the catalogue for a bearer caller's menu when the who-am-I answer had none", async () => {
    const principal = testPrincipal();
    const fake = new FakeCatalogue({
      'Account/ChangePassword': () => true,
      'api/menu/getAllMenus': () => ({
        Result: [{ id: 13, label: 'Change Password', routerLink: '/changePassword' }],
      }),
    });
    const result = await runGraphQL(fakeContext(fake, { ...principal, kind: 'bearer', menu: null }), CHANGE, {
      input,
    });
    expect(result.errors).toBeUndefined();
    expect(fake.recorded.map((call) => call.request.path)).toEqual([
      'api/menu/getAllMenus',
      'Account/ChangePassword',
    ]);
  });
});

@Resolver()
class ProbeResolver {
  @Query(() => String, { description: 'Calls the catalogue from the define-requirements step.' })
  @ServesRoute('/legal-module/defineBusinessRequirements')
  async fromDefineStep(@Ctx() context: GraphQLContext): Promise<string> {
    return context.legacy.send({ method: 'GET', path: 'probe' }, z.string());
  }

  @Query(() => String, { description: 'Calls the catalogue with the request route.' })
  async unguarded(@Ctx() context: GraphQLContext): Promise<string> {
    return context.legacy.send({ method: 'GET', path: 'probe' }, z.string());
  }

  @Query(() => String, { description: 'For administrators only.' })
  @AdminOnly()
  adminThing(): string {
    return 'secret';
  }
}

async function probe(context: GraphQLContext, source: string) {
  const schema = await buildSchema({ resolvers: [ProbeResolver], validate: false });
  return execute({ schema, document: parse(source), contextValue: context });
}

describe('route scoping', () => {
  it('stays out of the real schema (the probe resolver is for this file only)', async () => {
    const { getSchema } = await import('../schema.js');
    expect((await getSchema()).getQueryType()?.getFields().fromDefineStep).toBeUndefined();
  });

  it("sends a breadcrumb route's menu and breadcrumb ids and the legal flag, only for the guarded field", async () => {
    const fake = catalogue();
    const result = await probe(fakeContext(fake, testPrincipal()), `{ fromDefineStep unguarded }`);
    expect(result.errors).toBeUndefined();
    const byRoute = fake.recorded.map((call) => call.route);
    expect(byRoute).toContainEqual({ menuId: '2', breadcrumbId: '10', legal: true });
    // The other field of the same query keeps the request's own caller.
    expect(byRoute).toContainEqual(null);
  });
});

describe('@AdminOnly', () => {
  it('lets an admin sign-in through', async () => {
    const result = await probe(fakeContext(catalogue(), testPrincipal({ isAdmin: true })), `{ adminThing }`);
    expect(result.data).toEqual({ adminThing: 'secret' });
  });

  it("refuses everyone else: 'This action needs administrator rights.'", async () => {
    const result = await probe(fakeContext(catalogue(), testPrincipal()), `{ adminThing }`);
    expect(result.errors?.[0]?.message).toBe('This action needs administrator rights.');
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('refuses anonymous callers with UNAUTHENTICATED', async () => {
    const result = await probe(fakeContext(catalogue(), null), `{ adminThing }`);
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
