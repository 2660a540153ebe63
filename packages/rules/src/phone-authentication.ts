import { ACCESS_TEXTS } from './texts.js';

/**
 * /user-authentication (a QR code image, a country code and a phone number; the product leaves its behaviour
 * open). Ours: the signed-in user enrols the phone that receives their sign-in codes. The same checks run in
 * the page, the BFF and the reference catalogue.
 */
export const COUNTRY_CALLING_CODES = [
  { code: '+1', country: 'United States and Canada' },
  { code: '+44', country: 'United Kingdom' },
  { code: '+353', country: 'Ireland' },
  { code: '+49', country: 'Germany' },
  { code: '+33', country: 'France' },
  { code: '+34', country: 'Spain' },
  { code: '+39', country: 'Italy' },
  { code: '+31', country: 'Netherlands' },
  { code: '+41', country: 'Switzerland' },
  { code: '+52', country: 'Mexico' },
  { code: '+55', country: 'Brazil' },
  { code: '+61', country: 'Australia' },
  { code: '+64', country: 'New Zealand' },
  { code: '+65', country: 'Singapore' },
  { code: '+81', country: 'Japan' },
  { code: '+91', country: 'India' },
  { code: '+971', country: 'United Arab Emirates' },
  { code: '+27', country: 'South Africa' },
] as const;

export type PhoneAuthenticationField = 'countryCode' | 'phoneNumber';

export interface PhoneAuthenticationFields {
  countryCode: string;
  phoneNumber: string;
}

/** Spaces, dashes, dots and brackets are how people write numbers; only the digits are kept. */
export function normalisePhoneNumber(phoneNumber: string): string {
  return phoneNumber.replace(/[\s\-.()]/g, '');
}

/** First failure wins: the country code (one of the list), then 6 to 14 digits. */
export function validatePhoneAuthentication(
  fields: PhoneAuthenticationFields,
): { field: PhoneAuthenticationField; message: string } | null {
  if (!COUNTRY_CALLING_CODES.some((entry) => entry.code === fields.countryCode.trim())) {
    return { field: 'countryCode', message: ACCESS_TEXTS.phoneAuthCountryRequired };
  }
  if (!/^\d{6,14}$/.test(normalisePhoneNumber(fields.phoneNumber))) {
    return { field: 'phoneNumber', message: ACCESS_TEXTS.phoneAuthPhoneInvalid };
  }
  return null;
}

/**
 * The QR code the page may show: an image carried in the link itself (a data: URL of PNG, GIF, JPEG or SVG, as
 * the enrolment e-mail gives it). Anything else (a remote address, script) is not shown.
 */
export function isDisplayableQrCode(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && /^data:image\/(png|gif|jpeg|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/.test(value)
  );
}

/** How a saved number is shown: all but its last four digits hidden. */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = normalisePhoneNumber(phoneNumber);
  return `${'•'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}
