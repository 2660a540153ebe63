import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, LEGACY_MESSAGES } from '../index.js';
import { toSession, useCatalogue, type Session } from './helpers.js';

const catalogue = useCatalogue({ testControls: true });
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const REGISTER = '/Account/Register';
const FORGOT = '/Account/ForgotPassword';
const UPDATE = '/Account/UpdatePassword';
const CHANGE = '/Account/ChangePassword';

interface Outbox {
  to: string;
  link: string;
  token: string;
  token2: string;
}

let counter = 0;
/** A fresh account, so each test owns its password. */
async function newAccount(password = 'Start#2026'): Promise<string> {
  counter += 1;
  const email = `person${counter}.${Date.now()}@lexbridge.test`;
  const answer = await catalogue.client.post(REGISTER, {
    body: { Email: email, Password: b64(password), ConfirmPassword: b64(password) },
  });
  expect(answer.status).toBe(200);
  return email;
}

async function signIn(email: string, password: string): Promise<Session> {
  const answer = await catalogue.client.passwordGrant(email, password);
  expect(answer.status).toBe(200);
  return toSession(answer.body);
}

async function forgot(email: string) {
  const response = await fetch(`${catalogue.running.url}${FORGOT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email }),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function outbox(email: string) {
  return catalogue.client.get<Outbox & { Message?: string }>(`/__control/outbox`, {
    rawQuery: `email=${encodeURIComponent(email)}`,
  });
}

function update(body: Record<string, unknown>) {
  return catalogue.client.post<{ Result: boolean; Message: string }>(UPDATE, { body });
}

describe('POST Account/Register', () => {
  it('creates an account that can sign in, with no roles yet', async () => {
    const answer = await catalogue.client.post(REGISTER, {
      body: {
        email: ' New.User@lexbridge.test ',
        password: b64('Fresh#2026'),
        confirmPassword: b64('Fresh#2026'),
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Message: 'Success', Result: true });
    const token = await catalogue.client.passwordGrant('new.user@lexbridge.test', 'Fresh#2026');
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({
      userEmail: 'New.User@lexbridge.test',
      userFirstName: 'New.User',
      roles: '',
      menu: '[]',
      editableBreadCrumbs: '',
    });
  });

  it('answers 409 for an address that already has an account, ignoring case', async () => {
    const answer = await catalogue.client.post(REGISTER, {
      body: {
        Email: 'LAWYER@lexbridge.test',
        Password: b64('Fresh#2026'),
        ConfirmPassword: b64('Fresh#2026'),
      },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      Message: 'An account with this e-mail address already exists.',
      Result: null,
    });
  });

  it.each([
    [
      'passwords that differ',
      { Email: 'a@lexbridge.test', Password: b64('Fresh#2026'), ConfirmPassword: b64('Other#2026') },
      'Password and Confirm Password do not match',
    ],
    [
      'no e-mail',
      { Password: b64('Fresh#2026'), ConfirmPassword: b64('Fresh#2026') },
      'Please fill in all fields',
    ],
    [
      'no passwords',
      { Email: 'a@lexbridge.test', Password: '', ConfirmPassword: '' },
      'Please fill in all fields',
    ],
    [
      'a malformed e-mail',
      { Email: 'not-an-email', Password: b64('Fresh#2026'), ConfirmPassword: b64('Fresh#2026') },
      'Please use a valid email',
    ],
    [
      'passwords not base64',
      { Email: 'a@lexbridge.test', Password: 'Fresh#2026', ConfirmPassword: 'Fresh#2026' },
      'The passwords must be base64-encoded UTF-8.',
    ],
    [
      'a short password',
      { Email: 'a@lexbridge.test', Password: b64('Ab#1'), ConfirmPassword: b64('Ab#1') },
      'The password must be at least 8 characters long.',
    ],
  ])('answers 400 for %s', async (_label, body, message) => {
    const answer = await catalogue.client.post(REGISTER, { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Message: message, Result: null });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const answer = await catalogue.client.post(REGISTER, { body: '"text"' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Message: LEGACY_MESSAGES.invalidRequest, Result: null });
  });
});

describe('POST Account/ForgotPassword and the outbox', () => {
  it('mails a known address a reset link and answers in plain text', async () => {
    const email = await newAccount();
    const answer = await forgot(email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/plain; charset=utf-8');
    expect(answer.text).toBe(`A password reset link has been sent to ${email.toUpperCase()}.`);

    const mail = await outbox(email);
    expect(mail.status).toBe(200);
    expect(Object.keys(mail.body)).toEqual(['to', 'link', 'token', 'token2']);
    expect(mail.body.to).toBe(email);
    expect(mail.body.token).toMatch(/^[\w-]{43}$/);
    expect(mail.body.token2).toMatch(/^[\w-]{43}$/);
    expect(mail.body.token2).not.toBe(mail.body.token);
    expect(mail.body.link).toBe(`/forget-password?Token=${mail.body.token}&Token2=${mail.body.token2}`);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const answer = await forgot('nobody@lexbridge.test');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('A password reset link has been sent to nobody@lexbridge.test.');
    const mail = await outbox('nobody@lexbridge.test');
    expect(mail.status).toBe(404);
    expect(mail.body).toEqual({ Message: 'No mail was sent to this address.', Result: null });
  });

  it.each(['', 'not-an-email', 'two@@lexbridge.test'])('answers 400 for the address "%s"', async (email) => {
    const answer = await forgot(email);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ Message: 'Please provide a valid email', Result: null });
  });
});

describe('POST Account/UpdatePassword', () => {
  it('resets the password once, with the link of the newest mail, and ends the old sessions', async () => {
    const email = await newAccount('Start#2026');
    const session = await signIn(email, 'Start#2026');
    await forgot(email);
    const older = (await outbox(email)).body;
    await forgot(email);
    const { token, token2 } = (await outbox(email)).body;

    const stale = await update({
      Password: b64('Reset#2026x'),
      ConfirmPassword: b64('Reset#2026x'),
      Token: older.token,
      Token2: older.token2,
    });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ Result: false, Message: 'The reset link is invalid or has expired.' });

    const done = await update({
      Password: b64('Reset#2026x'),
      ConfirmPassword: b64('Reset#2026x'),
      Token: token,
      Token2: token2,
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ Result: true, Message: 'Your password has been reset.' });

    expect((await catalogue.client.passwordGrant(email, 'Start#2026')).status).toBe(400);
    expect((await catalogue.client.passwordGrant(email, 'Reset#2026x')).status).toBe(200);
    expect((await catalogue.client.get('/api/Account/UserInfo', { token: session.accessToken })).status).toBe(
      401,
    );
    expect((await catalogue.client.refresh(session.refreshToken)).status).toBe(400);

    const reused = await update({
      Password: b64('Again#2026x'),
      ConfirmPassword: b64('Again#2026x'),
      Token: token,
      Token2: token2,
    });
    expect(reused.body).toEqual({ Result: false, Message: 'The reset link is invalid or has expired.' });
  });

  it.each([
    ['a short password', 'Ab#1x', 'The password must be at least 8 characters long.'],
    ['no uppercase letter', 'reset#2026x', 'The password must contain at least one uppercase letter.'],
    ['no lowercase letter', 'RESET#2026X', 'The password must contain at least one lowercase letter.'],
    ['no number', 'Reset#abcd', 'The password must contain at least one number.'],
    [
      'no special character',
      'Reset2026x',
      'The password must contain at least one special character (! @ # $ % ^ * ; + & = _ / ( ) { } " ?).',
    ],
  ])('keeps the link and refuses %s', async (_label, password, message) => {
    const email = await newAccount();
    await forgot(email);
    const { token, token2 } = (await outbox(email)).body;
    const weak = await update({
      Password: b64(password),
      ConfirmPassword: b64(password),
      Token: token,
      Token2: token2,
    });
    expect(weak.status).toBe(200);
    expect(weak.body).toEqual({ Result: false, Message: message });
    // the link still works for a good password
    const good = await update({
      Password: b64('Reset;2026x'),
      ConfirmPassword: b64('Reset;2026x'),
      Token: token,
      Token2: token2,
    });
    expect(good.body.Result).toBe(true);
  });

  it('refuses a confirmation that differs, and passwords not base64', async () => {
    const email = await newAccount();
    await forgot(email);
    const { token, token2 } = (await outbox(email)).body;
    const differ = await update({
      Password: b64('Reset#2026x'),
      ConfirmPassword: b64('Reset#2026y'),
      Token: token,
      Token2: token2,
    });
    expect(differ.body).toEqual({ Result: false, Message: 'Password and Confirm Password do not match' });
    const empty = await update({
      Password: b64('Reset#2026x'),
      ConfirmPassword: '',
      Token: token,
      Token2: token2,
    });
    expect(empty.body).toEqual({ Result: false, Message: 'Password and Confirm Password do not match' });
    const raw = await update({
      Password: 'Reset#2026x',
      ConfirmPassword: 'Reset#2026x',
      Token: token,
      Token2: token2,
    });
    expect(raw.body).toEqual({ Result: false, Message: 'The passwords must be base64-encoded UTF-8.' });
  });

  it.each([
    ['no tokens', {}],
    ['unknown tokens', { Token: 'a'.repeat(43), Token2: 'b'.repeat(43) }],
  ])('refuses %s', async (_label, tokens) => {
    const answer = await update({
      Password: b64('Reset#2026x'),
      ConfirmPassword: b64('Reset#2026x'),
      ...tokens,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Result: false, Message: ACCESS_MESSAGES.resetLinkInvalid });
  });

  it('refuses a link whose halves come from different mails, and an expired link', async () => {
    const first = await newAccount();
    const second = await newAccount();
    await forgot(first);
    await forgot(second);
    const a = (await outbox(first)).body;
    const b = (await outbox(second)).body;
    const mixed = await update({
      Password: b64('Reset#2026x'),
      ConfirmPassword: b64('Reset#2026x'),
      Token: a.token,
      Token2: b.token2,
    });
    expect(mixed.body.Result).toBe(false);

    await catalogue.running.db.query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [first],
    );
    const expired = await update({
      Password: b64('Reset#2026x'),
      ConfirmPassword: b64('Reset#2026x'),
      Token: a.token,
      Token2: a.token2,
    });
    expect(expired.body).toEqual({ Result: false, Message: 'The reset link is invalid or has expired.' });
  });

  it('lets exactly one of two racing resets use a link', async () => {
    const email = await newAccount();
    await forgot(email);
    const { token, token2 } = (await outbox(email)).body;
    const answers = await Promise.all(
      ['Race#2026a', 'Race#2026b'].map((password) =>
        update({ Password: b64(password), ConfirmPassword: b64(password), Token: token, Token2: token2 }),
      ),
    );
    expect(answers.map((answer) => answer.body.Result).sort()).toEqual([false, true]);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const answer = await catalogue.client.post(UPDATE, { body: '[]' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Message: LEGACY_MESSAGES.invalidRequest, Result: null });
  });
});

describe('POST Account/ChangePassword', () => {
  async function change(
    email: string,
    fields: Record<string, string>,
    userId?: number,
    password = 'Start#2026',
  ) {
    const session = await signIn(email, password);
    return catalogue.client.post(CHANGE, {
      token: session.accessToken,
      body: { UserId: userId ?? session.userId, ...fields },
    });
  }

  it('changes the password and answers true', async () => {
    const email = await newAccount('Start#2026');
    const answer = await change(email, {
      OldPassword: b64('Start#2026'),
      NewPassword: b64('Changed#2026'),
      ConfirmPassword: b64('Changed#2026'),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(true);
    expect((await catalogue.client.passwordGrant(email, 'Changed#2026')).status).toBe(200);
    expect((await catalogue.client.passwordGrant(email, 'Start#2026')).status).toBe(400);
  });

  it.each([
    [
      'a wrong current password',
      {
        OldPassword: b64('Wrong#2026'),
        NewPassword: b64('Changed#2026'),
        ConfirmPassword: b64('Changed#2026'),
      },
      'The current password is incorrect.',
    ],
    [
      'an empty field',
      { OldPassword: b64('Start#2026'), NewPassword: '', ConfirmPassword: b64('Changed#2026') },
      'Please fill in all the details',
    ],
    [
      'a confirmation that differs',
      {
        OldPassword: b64('Start#2026'),
        NewPassword: b64('Changed#2026'),
        ConfirmPassword: b64('Changed#2027'),
      },
      'New Password and Confirm Password do not match',
    ],
    [
      'a short password',
      { OldPassword: b64('Start#2026'), NewPassword: b64('Ch#1'), ConfirmPassword: b64('Ch#1') },
      'The password must be at least 8 characters long.',
    ],
    [
      'a character outside the set',
      {
        OldPassword: b64('Start#2026'),
        NewPassword: b64('Changed;2026'),
        ConfirmPassword: b64('Changed;2026'),
      },
      'The password may contain only letters, digits and ! @ # $ % ^ *.',
    ],
    [
      'no uppercase letter',
      {
        OldPassword: b64('Start#2026'),
        NewPassword: b64('changed#2026'),
        ConfirmPassword: b64('changed#2026'),
      },
      'The password must contain at least one uppercase letter.',
    ],
    [
      'no special character',
      {
        OldPassword: b64('Start#2026'),
        NewPassword: b64('Changed2026'),
        ConfirmPassword: b64('Changed2026'),
      },
      'The password must contain at least one special character (! @ # $ % ^ *).',
    ],
    [
      'the same password',
      { OldPassword: b64('Start#2026'), NewPassword: b64('Start#2026'), ConfirmPassword: b64('Start#2026') },
      'The new password must be different from the current password.',
    ],
    [
      'passwords not base64',
      { OldPassword: 'Start#2026', NewPassword: b64('Changed#2026'), ConfirmPassword: b64('Changed#2026') },
      'The passwords must be base64-encoded UTF-8.',
    ],
  ])('answers 400 for %s', async (_label, fields, message) => {
    const email = await newAccount('Start#2026');
    const answer = await change(email, fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Message: message, Result: null });
    expect((await catalogue.client.passwordGrant(email, 'Start#2026')).status).toBe(200);
  });

  it("needs the bearer token and the caller's own UserId", async () => {
    const fields = {
      OldPassword: b64('Demo#2026'),
      NewPassword: b64('Changed#2026'),
      ConfirmPassword: b64('Changed#2026'),
    };
    expect((await catalogue.client.post(CHANGE, { body: { UserId: 3, ...fields } })).status).toBe(401);
    const other = await change('business@lexbridge.test', fields, 2, 'Demo#2026');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ Message: LEGACY_MESSAGES.userIdMismatch, Result: null });
    const session = await catalogue.client.login('business@lexbridge.test');
    const missing = await catalogue.client.post(CHANGE, { token: session.accessToken, body: fields });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ Message: LEGACY_MESSAGES.userIdRequired, Result: null });
  });
});
