import { describe, expect, it } from 'vitest';
import {
  ACCESS_TEXTS,
  isDisplayableQrCode,
  maskPhoneNumber,
  normalisePhoneNumber,
  validatePhoneAuthentication,
} from '../index.js';

describe('phone authentication', () => {
  it('asks for a listed country code first, then 6 to 14 digits', () => {
    expect(validatePhoneAuthentication({ countryCode: '', phoneNumber: 'x' })).toEqual({
      field: 'countryCode',
      message: ACCESS_TEXTS.phoneAuthCountryRequired,
    });
    expect(validatePhoneAuthentication({ countryCode: '+999', phoneNumber: '5551234567' })?.field).toBe(
      'countryCode',
    );
    for (const phoneNumber of ['', '12345', '123456789012345', '555-12a4567']) {
      expect(validatePhoneAuthentication({ countryCode: '+1', phoneNumber })).toEqual({
        field: 'phoneNumber',
        message: ACCESS_TEXTS.phoneAuthPhoneInvalid,
      });
    }
    expect(validatePhoneAuthentication({ countryCode: '+44', phoneNumber: '(020) 7946-0018' })).toBeNull();
    expect(validatePhoneAuthentication({ countryCode: ' +1 ', phoneNumber: '555 123 4567' })).toBeNull();
  });

  it('keeps only the digits of a written number and masks all but the last four', () => {
    expect(normalisePhoneNumber('(555) 123-45.67')).toBe('5551234567');
    expect(maskPhoneNumber('555 123 4567')).toBe('••••••4567');
  });

  it('shows only images carried in the link, never a remote address', () => {
    expect(isDisplayableQrCode('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isDisplayableQrCode('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')).toBe(true);
    expect(isDisplayableQrCode('https://tracker.example/qr.png')).toBe(false);
    expect(isDisplayableQrCode('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isDisplayableQrCode(null)).toBe(false);
  });
});
