/**
 * Fixed vectors of the legacy `secret` cipher: with a known salt the output is deterministic, so these strings pin
 * the format. They are checked against crypto-js in Node (secret.test.ts) and in Chromium (tests/e2e).
 */
export interface SecretVector {
  passphrase: string;
  salt: string;
  plaintext: string;
  secret: string;
}

export const SECRET_VECTORS: readonly SecretVector[] = [
  {
    passphrase: 'lexbridge-dev-secret-2026',
    salt: '0001020304050607',
    plaintext: 'UserId=7',
    secret: 'U2FsdGVkX18AAQIDBAUGBy4OpF40PZKE56xpB2BDcF4=',
  },
  {
    passphrase: 'lexbridge-dev-secret-2026',
    salt: 'a1b2c3d4e5f60718',
    plaintext: 'userEmail=lawyer%40lexbridge.test&UserId=2',
    secret: 'U2FsdGVkX1+hssPU5fYHGAB6s8WB7fsIvBvMyORmBjPGMrESiyFnIzQ0O1OYWPwUOOIoBSTYcqSBt5wdGBIjMQ==',
  },
  {
    passphrase: 'another passphrase',
    salt: 'ffeeddccbbaa9988',
    plaintext: 'key=Fair+Lending%3A+%C2%A7+1002.4&isLegal=true&UserId=12',
    secret:
      'U2FsdGVkX1//7t3Mu6qZiNTFe10EnkELWUaZA0z8BY7a9A4jpyKcQxlOKqeyGZuZfmdM3aqwAPykDxzG4ffrxDUHmmcaue0Q8/rDYmO1F9o=',
  },
];
