import { decodePassword } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { LegacyError, toGraphQLError } from '../../../legacy/errors.js';
import { FakeCatalogue, fakeContext, runGraphQL, testPrincipal } from '../../../testing/fake-catalogue.js';

const refused = (status: number, body?: unknown) => () => {
  throw toGraphQLError(new LegacyError('http', `answered ${status}`, status, body));
};
const down = () => {
  throw toGraphQLError(new LegacyError('unavailable', 'no answer'));
};

type Body = Record<string, string>;
const bodyOf = (fake: FakeCatalogue, index = 0) => fake.recorded[index]!.request.body as Body;

describe('signUp', () => {
  const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { ok message } }`;
  const input = { email: 'new@lexbridge.test', password: 'Secret#2026', confirmPassword: 'Secret#2026' };

  it('is FORBIDDEN while sign-up is switched off (the default)', async () => {
    const fake = new FakeCatalogue({ 'Account/Register': () => ({}) });
    const result = await runGraphQL(fakeContext(fake, null), SIGN_UP, { input });
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(result.errors?.[0]?.message).toBe('Sign-up is not available.');
    expect(fake.calls).toBe(0);
  });

  it("registers anonymously with base64 passwords and answers 'Signup Successfully'", async () => {
    const fake = new FakeCatalogue({ 'Account/Register': () => ({}) });
    const result = await runGraphQL(fakeContext(fake, null, { config: { signUpEnabled: true } }), SIGN_UP, {
      input,
    });
    expect(result.data).toEqual({ signUp: { ok: true, message: 'Signup Successfully' } });
    const call = fake.recorded[0]!.request;
    expect(call).toMatchObject({ method: 'POST', anonymous: true });
    expect(decodePassword(bodyOf(fake).Password!)).toBe('Secret#2026');
    expect(decodePassword(bodyOf(fake).ConfirmPassword!)).toBe('Secret#2026');
    expect(bodyOf(fake).Email).toBe('new@lexbridge.test');
  });

  it('validates in the spec order', async () => {
    const fake = new FakeCatalogue({});
    const context = fakeContext(fake, null, { config: { signUpEnabled: true } });
    const mismatch = await runGraphQL(context, SIGN_UP, { input: { ...input, confirmPassword: 'x' } });
    expect(mismatch.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { confirmPassword: 'Password and Confirm Password do not match' },
    });
    const email = await runGraphQL(context, SIGN_UP, { input: { ...input, email: 'new' } });
    expect(email.errors?.[0]?.message).toBe('Please use a valid email');
    expect(fake.calls).toBe(0);
  });
});

describe('requestPasswordReset', () => {
  const REQUEST = `mutation ($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) { ok message } }`;

  it("answers with the catalogue's text", async () => {
    const fake = new FakeCatalogue({ 'Account/ForgotPassword': () => 'Reset link sent to your e-mail.' });
    const result = await runGraphQL(fakeContext(fake, null), REQUEST, {
      input: { email: 'lawyer@lexbridge.test' },
    });
    expect(result.data).toEqual({
      requestPasswordReset: { ok: true, message: 'Reset link sent to your e-mail.' },
    });
    expect(fake.recorded[0]!.request).toMatchObject({
      anonymous: true,
      responseType: 'text',
      body: { Email: 'lawyer@lexbridge.test' },
    });
  });

  it("refuses a bad e-mail with 'Please provide a valid email'", async () => {
    const fake = new FakeCatalogue({});
    const result = await runGraphQL(fakeContext(fake, null), REQUEST, { input: { email: 'lawyer' } });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Please provide a valid email' },
    });
  });

  it("passes the catalogue's refusal text on", async () => {
    const fake = new FakeCatalogue({
      'Account/ForgotPassword': refused(400, 'No account uses this e-mail.'),
    });
    const result = await runGraphQL(fakeContext(fake, null), REQUEST, {
      input: { email: 'who@lexbridge.test' },
    });
    expect(result.errors?.[0]?.extensions.code).toBe('UPSTREAM_ERROR');
    expect(result.errors?.[0]?.message).toBe('No account uses this e-mail.');
  });
});

describe('resetPassword', () => {
  const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ok message } }`;
  const input = { password: 'Reset;2026x', confirmPassword: 'Reset;2026x', token: 'a', token2: 'b' };

  it("sends base64 passwords and both tokens, and answers with the catalogue's Message", async () => {
    const fake = new FakeCatalogue({
      'Account/UpdatePassword': () => ({ Result: true, Message: 'Password updated.' }),
    });
    const result = await runGraphQL(fakeContext(fake, null), RESET, { input });
    expect(result.data).toEqual({ resetPassword: { ok: true, message: 'Password updated.' } });
    expect(bodyOf(fake)).toMatchObject({ Token: 'a', Token2: 'b' });
    expect(decodePassword(bodyOf(fake).Password!)).toBe('Reset;2026x');
    expect(decodePassword(bodyOf(fake).ConfirmPassword!)).toBe('Reset;2026x');
  });

  it("turns Result false into BAD_USER_INPUT with the Message, else 'An error has occurred. Please try again.'", async () => {
    for (const [answer, message] of [
      [{ Result: false, Message: 'The reset link has expired.' }, 'The reset link has expired.'],
      [{ Result: false, Message: null }, 'An error has occurred. Please try again.'],
      [{ Result: 'False' }, 'An error has occurred. Please try again.'],
    ] as const) {
      const fake = new FakeCatalogue({ 'Account/UpdatePassword': () => answer });
      const result = await runGraphQL(fakeContext(fake, null), RESET, { input });
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { token: message },
      });
    }
  });

  it('turns a 4xx Message into BAD_USER_INPUT and a failure into the generic reset message', async () => {
    const refusal = new FakeCatalogue({
      'Account/UpdatePassword': refused(400, { Message: 'Invalid token.' }),
    });
    const first = await runGraphQL(fakeContext(refusal, null), RESET, { input });
    expect(first.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: 'Invalid token.' },
    });

    const broken = new FakeCatalogue({
      'Account/UpdatePassword': refused(500, { Message: 'An error has occurred.' }),
    });
    const second = await runGraphQL(fakeContext(broken, null), RESET, { input });
    expect(second.errors?.[0]).toMatchObject({
      message: 'An error has occurred. Please try again.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });

    const unreachable = new FakeCatalogue({ 'Account/UpdatePassword': down });
    const third = await runGraphQL(fakeContext(unreachable, null), RESET, { input });
    expect(third.errors?.[0]).toMatchObject({
      message: 'An error has occurred. Please try again.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('applies the reset rules before calling', async () => {
    const fake = new FakeCatalogue({});
    const result = await runGraphQL(fakeContext(fake, null), RESET, {
      input: { ...input, password: 'reset;2026x', confirmPassword: 'reset;2026x' },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: 'The password must contain at least one uppercase letter.' },
    });
    expect(fake.calls).toBe(0);
  });
});

describe('changePassword', () => {
  const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ok message } }`;
  const input = { oldPassword: 'Demo#2026', newPassword: 'Changed#2026', confirmPassword: 'Changed#2026' };

  it('sends base64 passwords as the signed-in user (not anonymous)', async () => {
    const fake = new FakeCatalogue({ 'Account/ChangePassword': () => true });
    const result = await runGraphQL(fakeContext(fake, testPrincipal()), CHANGE, { input });
    expect(result.data).toEqual({
      changePassword: { ok: true, message: 'Password was changed successfully' },
    });
    expect(fake.recorded[0]!.request.anonymous).toBeUndefined();
    expect(decodePassword(bodyOf(fake).OldPassword!)).toBe('Demo#2026');
    expect(decodePassword(bodyOf(fake).NewPassword!)).toBe('Changed#2026');
  });

  it("answers a falsy result with UPSTREAM_ERROR 'Something went wrong.' and a refusal with its Message", async () => {
    const falsy = new FakeCatalogue({ 'Account/ChangePassword': () => false });
    const first = await runGraphQL(fakeContext(falsy, testPrincipal()), CHANGE, { input });
    expect(first.errors?.[0]).toMatchObject({
      message: 'Something went wrong.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });

    const refusal = new FakeCatalogue({
      'Account/ChangePassword': refused(400, { Message: 'The old password is wrong.' }),
    });
    const second = await runGraphQL(fakeContext(refusal, testPrincipal()), CHANGE, { input });
    expect(second.errors?.[0]).toMatchObject({
      message: 'The old password is wrong.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('validates with the spec messages', async () => {
    const fake = new FakeCatalogue({});
    const context = fakeContext(fake, testPrincipal());
    const empty = await runGraphQL(context, CHANGE, { input: { ...input, oldPassword: '' } });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      fields: { oldPassword: 'Please fill in all the details' },
    });
    const mismatch = await runGraphQL(context, CHANGE, {
      input: { ...input, confirmPassword: 'Changed#2027' },
    });
    expect(mismatch.errors?.[0]?.extensions).toMatchObject({
      fields: { confirmPassword: 'New Password and Confirm Password do not match' },
    });
    expect(fake.calls).toBe(0);
  });
});

describe('ssoClient', () => {
  const SSO = `{ ssoClient { configured clientId tenantId authority scope } }`;
  const off = { configured: false, clientId: null, tenantId: null, authority: null, scope: 'user.read' };

  it('answers not configured without asking while single sign-on is off', async () => {
    const fake = new FakeCatalogue({});
    expect((await runGraphQL(fakeContext(fake, null), SSO)).data).toEqual({ ssoClient: off });
    expect(fake.calls).toBe(0);
  });

  it('gives the OpenID settings, the authority with the tenant filled in', async () => {
    const fake = new FakeCatalogue({
      'ClientDbSetup/GetSSOClient': () => ({ Result: true, Cid: 'lexbridge-spa', Tid: 'acme' }),
    });
    const context = fakeContext(fake, null, {
      config: { ssoEnabled: true, ssoAuthority: 'https://login.example.com/{tenantId}/v2.0' },
    });
    expect((await runGraphQL(context, SSO)).data).toEqual({
      ssoClient: {
        configured: true,
        clientId: 'lexbridge-spa',
        tenantId: 'acme',
        authority: 'https://login.example.com/acme/v2.0',
        scope: 'user.read',
      },
    });
    expect(fake.recorded[0]!.request).toMatchObject({ method: 'GET', anonymous: true, retry: false });
  });

  it("defaults the authority to the catalogue's own provider as the browser sees it", async () => {
    const fake = new FakeCatalogue({
      'ClientDbSetup/GetSSOClient': () => ({ Result: true, Cid: 'spa', Tid: null }),
    });
    const internal = fakeContext(fake, null, {
      config: { ssoEnabled: true, legacyUrl: 'http://legacy:4010' },
    });
    expect((await runGraphQL(internal, SSO)).data).toMatchObject({
      ssoClient: { authority: 'http://legacy:4010/oidc' },
    });
    const published = fakeContext(fake, null, {
      config: {
        ssoEnabled: true,
        legacyUrl: 'http://legacy:4010',
        legacyPublicUrl: 'https://catalogue.example.com',
      },
    });
    expect((await runGraphQL(published, SSO)).data).toMatchObject({
      ssoClient: { authority: 'https://catalogue.example.com/oidc' },
    });
  });

  it('answers not configured when the catalogue says so', async () => {
    const fake = new FakeCatalogue({
      'ClientDbSetup/GetSSOClient': () => ({ Result: false, Cid: null, Tid: null }),
    });
    const result = await runGraphQL(fakeContext(fake, null, { config: { ssoEnabled: true } }), SSO);
    expect(result).toEqual({ data: { ssoClient: off } });
    expect(fake.calls).toBe(1);
  });

  it('asks once more after a failure, then answers not configured rather than an error', async () => {
    let attempts = 0;
    const flaky = new FakeCatalogue({
      'ClientDbSetup/GetSSOClient': () => {
        attempts += 1;
        if (attempts === 1) return down();
        return { Result: 'True', Cid: 'spa', Tid: 't' };
      },
    });
    const recovered = await runGraphQL(fakeContext(flaky, null, { config: { ssoEnabled: true } }), SSO);
    expect(recovered.data).toMatchObject({ ssoClient: { configured: true, clientId: 'spa' } });
    expect(flaky.calls).toBe(2);

    const broken = new FakeCatalogue({ 'ClientDbSetup/GetSSOClient': refused(500) });
    const result = await runGraphQL(fakeContext(broken, null, { config: { ssoEnabled: true } }), SSO);
    expect(result).toEqual({ data: { ssoClient: off } });
    expect(broken.calls).toBe(2);
  });
});

describe('appConfig', () => {
  it('reports the switches and timings', async () => {
    const context = fakeContext(new FakeCatalogue({}), null, {
      config: { ssoEnabled: true, idleTimeoutMs: 5000 },
    });
    const result = await runGraphQL(
      context,
      `{ appConfig { signUpEnabled ssoEnabled versionCheckEnabled versionCheckIntervalMs idleTimeoutMs } }`,
    );
    expect(result.data).toEqual({
      appConfig: {
        signUpEnabled: false,
        ssoEnabled: true,
        versionCheckEnabled: false,
        versionCheckIntervalMs: 300000,
        idleTimeoutMs: 5000,
      },
    });
  });
});

describe('phone authentication', () => {
  const SAVE = `mutation ($input: PhoneAuthenticationInput!) {
    savePhoneAuthentication(input: $input) { message phoneAuthentication { countryCode maskedNumber } }
  }`;
  const READ = `{ phoneAuthentication { countryCode maskedNumber updatedOn } }`;

  it('reads the enrolled phone masked, and null when there is none', async () => {
    const enrolled = new FakeCatalogue({
      'api/Account/GetPhoneNumber': () => ({
        Message: 'Success',
        Result: { CountryCode: '+44', PhoneNumber: '02079460018', UpdatedOn: '2026-11-20T10:00:00.000Z' },
      }),
    });
    const result = await runGraphQL(fakeContext(enrolled, testPrincipal()), READ);
    expect(result.data).toEqual({
      phoneAuthentication: {
        countryCode: '+44',
        maskedNumber: '•••••••0018',
        updatedOn: '2026-11-20T10:00:00.000Z',
      },
    });
    const none = new FakeCatalogue({
      'api/Account/GetPhoneNumber': () => ({ Message: 'Success', Result: null }),
    });
    expect((await runGraphQL(fakeContext(none, testPrincipal()), READ)).data).toEqual({
      phoneAuthentication: null,
    });
  });

  it('sends the digits only, with the country code, and answers with the masked phone', async () => {
    const fake = new FakeCatalogue({
      'api/Account/UpdatePhoneNumber': () => ({ Message: 'Phone number saved.', Result: true }),
    });
    const result = await runGraphQL(fakeContext(fake, testPrincipal()), SAVE, {
      input: { countryCode: ' +1 ', phoneNumber: '(555) 123-4567' },
    });
    expect(result.data).toEqual({
      savePhoneAuthentication: {
        message: 'Phone number saved.',
        phoneAuthentication: { countryCode: '+1', maskedNumber: '••••••4567' },
      },
    });
    expect(fake.recorded[0]!.request).toMatchObject({
      method: 'POST',
      body: { CountryCode: '+1', PhoneNumber: '5551234567' },
    });
  });

  it('refuses a bad country code, then a bad number, before calling the catalogue', async () => {
    const fake = new FakeCatalogue({});
    const context = fakeContext(fake, testPrincipal());
    const code = await runGraphQL(context, SAVE, { input: { countryCode: '', phoneNumber: '12' } });
    expect(code.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { countryCode: 'Please choose a country code.' },
    });
    const number = await runGraphQL(context, SAVE, { input: { countryCode: '+1', phoneNumber: '12ab' } });
    expect(number.errors?.[0]?.extensions).toMatchObject({
      fields: { phoneNumber: 'Please enter a phone number of 6 to 14 digits.' },
    });
    expect(fake.calls).toBe(0);
  });

  it('needs a session', async () => {
    const fake = new FakeCatalogue({});
    const result = await runGraphQL(fakeContext(fake, null), READ);
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(fake.calls).toBe(0);
  });
});
