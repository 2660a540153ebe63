import { describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../index.js';
import { useCatalogue } from './helpers.js';

const catalogue = useCatalogue();
const GET = '/api/Account/GetPhoneNumber';
const UPDATE = '/api/Account/UpdatePhoneNumber';

describe('phone authentication (api/Account/GetPhoneNumber, UpdatePhoneNumber)', () => {
  it('has no phone until one is enrolled, then gives the owner the digits back', async () => {
    const session = await catalogue.client.login('business@lexbridge.test');
    const before = await catalogue.client.get(GET, {
      token: session.accessToken,
      params: { UserId: session.userId },
    });
    expect(before).toMatchObject({ status: 200, body: { Result: null } });

    const saved = await catalogue.client.post(UPDATE, {
      token: session.accessToken,
      body: { UserId: session.userId, CountryCode: '+44', PhoneNumber: '(020) 7946-0018' },
    });
    expect(saved).toMatchObject({ status: 200, body: { Message: 'Phone number saved.', Result: true } });

    const after = await catalogue.client.get(GET, {
      token: session.accessToken,
      params: { UserId: session.userId },
    });
    expect(after.body).toMatchObject({ Result: { CountryCode: '+44', PhoneNumber: '02079460018' } });
  });

  it('refuses a bad country code or number with a message, and keeps the saved phone', async () => {
    const session = await catalogue.client.login('reader@lexbridge.test');
    await catalogue.client.post(UPDATE, {
      token: session.accessToken,
      body: { UserId: session.userId, CountryCode: '+1', PhoneNumber: '555 123 4567' },
    });
    const badCode = await catalogue.client.post(UPDATE, {
      token: session.accessToken,
      body: { UserId: session.userId, CountryCode: '1', PhoneNumber: '5551234567' },
    });
    expect(badCode).toMatchObject({ status: 400, body: { Message: 'Please choose a country code.' } });
    const badNumber = await catalogue.client.post(UPDATE, {
      token: session.accessToken,
      body: { UserId: session.userId, CountryCode: '+1', PhoneNumber: '12ab' },
    });
    expect(badNumber).toMatchObject({
      status: 400,
      body: { Message: 'Please enter a phone number of 6 to 14 digits.' },
    });
    const kept = await catalogue.client.get(GET, {
      token: session.accessToken,
      params: { UserId: session.userId },
    });
    expect(kept.body).toMatchObject({ Result: { CountryCode: '+1', PhoneNumber: '5551234567' } });
  });

  it('acts only for the signed-in user', async () => {
    const session = await catalogue.client.login('reader@lexbridge.test');
    const other = await catalogue.client.post(UPDATE, {
      token: session.accessToken,
      body: { UserId: session.userId + 1, CountryCode: '+1', PhoneNumber: '5551234567' },
    });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ Message: LEGACY_MESSAGES.userIdMismatch });
    const anonymous = await catalogue.client.get(GET, { params: { UserId: session.userId } });
    expect(anonymous.status).toBe(401);
  });
});
