import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../modules/access/messages.js';
import { PRODUCT_PLAN_MESSAGES as M } from '../modules/administration/product-plans.routes.js';
import { CLIENT_ADMIN } from '../seed/administration-seed.js';
import { sessionCaller } from './catalogue-helpers.js';
import { useCatalogue, type Session, type TokenBody } from './helpers.js';
import { ssoAccessToken } from './sso-flow.js';

/** A mail server that accepts everything and keeps what it was given. */
function fakeSmtp(): { server: Server; received: { from: string; to: string[]; data: string }[] } {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let from = '';
    let to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            received.push({ from, to, data });
            data = null;
            to = [];
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') from = line;
        if (verb === 'RCPT') to.push(line);
        if (verb === 'DATA') data = '';
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go\r\n' : '250 ok\r\n');
      }
    });
  });
  return { server, received };
}

const smtp = fakeSmtp();
let smtpPort = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

const CLIENT_ID = 'lexbridge-web';
const REDIRECT_URI = 'http://localhost:5173/sso-callback';
const catalogue = useCatalogue({
  sso: { clientId: CLIENT_ID, tenantId: 'lexbridge-tenant' },
  // Read lazily: the fake server's port is known only once it listens.
  mailTransport: {
    deliver: async (mail) => {
      const { smtpTransport } = await import('../modules/mail/mailer.js');
      await smtpTransport(`smtp://127.0.0.1:${smtpPort}`).deliver(mail);
    },
  },
});

let admin: Session;
let clientAdmin: Session;
beforeAll(async () => {
  admin = await catalogue.client.login('admin@lexbridge.test');
  clientAdmin = await catalogue.client.login(CLIENT_ADMIN.email);
});

const call = sessionCaller(catalogue);

interface PlanRow {
  id: number;
  planName: string;
  planPricing: number | null;
  isActive: boolean;
  activeSubscribers: number;
}
interface DurationRow {
  id: number;
  name: string;
  billingPeriod: string;
  plans: PlanRow[];
}
interface ProductRow {
  id: number;
  name: string;
  durations: DurationRow[];
}

const registrationPage = async () =>
  (
    await catalogue.client.get<{
      Result: {
        productName: string;
        productDurationList: {
          productDurationName: string;
          billingPeriod: string;
          productDurationPlanList: { planName: string; planPricing: number | null; productPlanId: number }[];
        }[];
      }[];
    }>('/get-user-subscription-data')
  ).body.Result;

describe('product durations and plans', () => {
  it('adds a duration and a plan, reprices and deactivates it, and the registration page follows', async () => {
    const duration = await call<DurationRow>(admin, 'POST', '/api/ProductPlan/add-product-duration', {
      productId: 1,
      name: 'Quarterly prepaid',
      billingPeriod: 'Monthly',
    });
    expect([duration.status, duration.body.Message]).toEqual([200, M.durationSaved]);
    const again = await call(admin, 'POST', '/api/ProductPlan/add-product-duration', {
      productId: 1,
      name: 'quarterly PREPAID',
      billingPeriod: 'Annual',
    });
    expect([again.status, again.body.Message]).toEqual([400, M.durationDuplicate]);

    const badPrice = await call(admin, 'POST', '/api/ProductPlan/add-product-plan', {
      durationId: duration.body.Result.id,
      planName: 'Team',
      planPricing: '12.345',
    });
    expect([badPrice.status, badPrice.body.Message]).toEqual([400, M.priceInvalid]);
    const plan = await call<PlanRow>(admin, 'POST', '/api/ProductPlan/add-product-plan', {
      durationId: duration.body.Result.id,
      planName: 'Team',
      planPricing: '450.50',
      totalUsers: '15',
    });
    expect(plan.body.Result).toMatchObject({ planName: 'Team', planPricing: 450.5, isActive: true });

    const shown = (await registrationPage())[0]!.productDurationList.find(
      (entry) => entry.productDurationName === 'Quarterly prepaid',
    );
    expect(shown?.billingPeriod).toBe('Monthly');
    expect(shown?.productDurationPlanList).toEqual([
      expect.objectContaining({ planName: 'Team', planPricing: 450.5 }),
    ]);

    await call(admin, 'PUT', '/api/ProductPlan/update-product-plan', {
      id: plan.body.Result.id,
      durationId: duration.body.Result.id,
      planName: 'Team',
      planPricing: '399',
      isActive: false,
    });
    const after = (await registrationPage())[0]!.productDurationList.map(
      (entry) => entry.productDurationName,
    );
    // A duration with no active plan leaves the page.
    expect(after).not.toContain('Quarterly prepaid');
    const custom = await call<PlanRow>(admin, 'PUT', '/api/ProductPlan/update-product-plan', {
      id: plan.body.Result.id,
      durationId: duration.body.Result.id,
      planName: 'Team',
      customPricing: true,
      isActive: true,
    });
    expect(custom.body.Result.planPricing).toBeNull();
  });

  it('refuses to delete a plan with subscribers or a duration with plans, and says why', async () => {
    const catalogueRows = (await call<ProductRow[]>(admin, 'GET', '/api/ProductPlan/get-product-catalogue'))
      .body.Result;
    const monthly = catalogueRows[0]!.durations.find((entry) => entry.name === 'Monthly')!;
    const subscribed = monthly.plans.find((entry) => entry.activeSubscribers > 0)!;
    const refused = await call<boolean>(admin, 'DELETE', '/api/ProductPlan/delete-product-plan', undefined, {
      Id: subscribed.id,
    });
    expect([refused.status, refused.body.Result, refused.body.Message]).toEqual([
      200,
      false,
      M.planInUse(subscribed.planName, subscribed.activeSubscribers),
    ]);
    const line = await call<boolean>(admin, 'DELETE', '/api/ProductPlan/delete-product-duration', undefined, {
      Id: monthly.id,
    });
    expect(line.body.Message).toBe(M.durationInUse('Monthly', monthly.plans.length));
  });

  it('refuses a client administrator the changes', async () => {
    const answer = await call(clientAdmin, 'POST', '/api/ProductPlan/add-product-duration', {
      productId: 1,
      name: 'Weekly',
      billingPeriod: 'Monthly',
    });
    expect(answer.status).toBe(403);
  });
});

describe("a registered user's details", () => {
  it('updates them under the registration rules, keeping the address unique', async () => {
    const { rows } = await catalogue.running.db.query<{ id: number }>(
      "SELECT id FROM registrations WHERE email = 'dana@rivertrust.test'",
    );
    const id = rows[0]!.id;
    const details = {
      id,
      email: 'dana.river@rivertrust.test',
      firstName: 'Dana',
      lastName: 'Rivers',
      phone: '2175550199',
      companyName: 'River Trust Bank',
    };
    const shortPhone = await call(admin, 'PUT', '/api/UserRegistration/update-user-details', {
      ...details,
      phone: '12345',
    });
    expect([shortPhone.status, shortPhone.body.Message]).toEqual([400, 'Please select all the fields']);
    const taken = await call(admin, 'PUT', '/api/UserRegistration/update-user-details', {
      ...details,
      email: 'sam@prairiebank.test',
    });
    expect([taken.status, taken.body.Message]).toEqual([400, ACCESS_MESSAGES.registrationExists]);
    const saved = await call<{ email: string; lastName: string }>(
      admin,
      'PUT',
      '/api/UserRegistration/update-user-details',
      details,
    );
    expect([saved.body.Message, saved.body.Result.email, saved.body.Result.lastName]).toEqual([
      M.detailsSaved,
      'dana.river@rivertrust.test',
      'Rivers',
    ]);
    expect(
      (await call(clientAdmin, 'PUT', '/api/UserRegistration/update-user-details', details)).status,
    ).toBe(403);
  });
});

describe('e-mail triggers', () => {
  it('sends the User Registered trigger to its group over SMTP and lists it in the outbox', async () => {
    const registered = await catalogue.client.post('/User-Registration', {
      body: {
        email: 'newcomer@lakeside.test',
        firstName: 'Nia',
        lastName: 'Lake',
        address: '1 Shore Road',
        city: 'Lakeside',
        state: 'IL',
        zip: '600100',
        phone: '3125550111',
        companyName: 'Lakeside Bank',
        productPlanId: 1,
        termsConditionsCheck: true,
      },
    });
    expect(registered.status).toBe(200);
    // Deliveries run after the answer: wait for the server to have both receivers.
    for (let i = 0; i < 50 && smtp.received.length < 2; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.received.map((mail) => mail.to.join()).sort()).toEqual([
      'RCPT TO:<compliance@harborview.test>',
      'RCPT TO:<legal@harborview.test>',
    ]);
    expect(smtp.received[0]!.data).toContain('Subject: A new user registered');
    expect(smtp.received[0]!.data).toContain('newcomer@lakeside.test');

    let page: { totalCount: number; data: { triggerName: string; toEmail: string; status: string }[] } = {
      totalCount: 0,
      data: [],
    };
    for (let i = 0; i < 50; i += 1) {
      page = (
        await call<typeof page>(admin, 'GET', '/api/Email/get-email-outbox', undefined, { pageSize: 10 })
      ).body.Result;
      if (page.data.slice(0, 2).every((row) => row.status === 'Sent')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(page.data.slice(0, 2)).toEqual([
      expect.objectContaining({ triggerName: 'New registration notice', status: 'Sent' }),
      expect.objectContaining({ triggerName: 'New registration notice', status: 'Sent' }),
    ]);
    expect(page.data[0]).not.toHaveProperty('body');
  });
});

describe('single sign-on applies the group mappings', () => {
  const ssoLogin = async (email: string) => {
    const token = await ssoAccessToken(catalogue.running.url, {
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      email,
    });
    const answer = await catalogue.client.post<TokenBody>('/Account/sso-login', { body: { email, token } });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('gives the roles and business lines of the groups, and a mapping change at the next sign-in', async () => {
    const { db } = catalogue.running;
    const { rows: reader } = await db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'reader@lexbridge.test'",
    );
    const { rows: group } = await db.query<{ id: number }>(
      "SELECT id FROM sso_groups WHERE group_name = 'Compliance Analysts'",
    );
    const before = await ssoLogin('reader@lexbridge.test');
    expect(before.roles).toBe('Client Read Only');

    // The directory reports the group by its id.
    await db.query(
      "INSERT INTO directory_group_members (user_id, directory_group) VALUES ($1, '3F2504E0-4F89-11D3-9A0C-0305E82C3301')",
      [reader[0]!.id],
    );
    expect((await ssoLogin('reader@lexbridge.test')).roles).toBe('Business User');
    const { rows: lines } = await db.query<{ business_line_id: number }>(
      'SELECT business_line_id FROM user_business_lines WHERE user_id = $1',
      [reader[0]!.id],
    );
    const { rows: mapped } = await db.query<{ business_line_id: number }>(
      'SELECT business_line_id FROM sso_group_business_lines WHERE sso_group_id = $1',
      [group[0]!.id],
    );
    expect(lines).toEqual(mapped);

    const { rows: roles } = await db.query<{ id: number }>(
      "SELECT id FROM roles WHERE name IN ('Legal Staff', 'Client Read Only') ORDER BY name",
    );
    const changed = await call(admin, 'POST', '/api/SSOGroup/submit-sso-group-role', {
      ssoGroupId: group[0]!.id,
      roleIds: roles.map((role) => role.id),
    });
    expect(changed.status).toBe(200);
    expect((await ssoLogin('reader@lexbridge.test')).roles.split(',').sort()).toEqual([
      'Client Read Only',
      'Legal Staff',
    ]);
  });

  it('keeps a built-in administrator role set by hand', async () => {
    const { db } = catalogue.running;
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      CLIENT_ADMIN.email,
    ]);
    await db.query(
      "INSERT INTO directory_group_members (user_id, directory_group) VALUES ($1, 'compliance analysts')",
      [rows[0]!.id],
    );
    const roles = (await ssoLogin(CLIENT_ADMIN.email)).roles.split(',');
    expect(roles).toContain('Lexbridge Admin');
    expect(roles).toContain('Legal Staff');
  });
});
