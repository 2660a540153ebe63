// The usual "something@domain.tld" shape: no spaces, one @, a dot in the domain, a TLD of two letters or more.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
