import {
  RECIPIENTS_BLANK,
  TEST_EMAIL_LIMIT,
  TEST_EMAIL_LIMIT_MESSAGE,
  invalidAddress,
} from './messages';

const SEPARATORS = /[,;|\n\r]+/;
// As the settings e-mail check: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A pasted list: split on comma, semicolon, newline or pipe, trimmed, empties ignored. */
export const splitAddresses = (pasted: string): string[] =>
  pasted
    .split(SEPARATORS)
    .map((address) => address.trim())
    .filter(Boolean);

/** One message per address that is not an e-mail, the address as typed (trimmed). */
export const addressErrors = (pasted: string): string[] =>
  splitAddresses(pasted)
    .filter((address) => !EMAIL_PATTERN.test(address))
    .map(invalidAddress);

/** A test e-mail's recipients: present, each an address, at most ten (spec 3 s5). */
export function testRecipientErrors(pasted: string): string[] {
  const addresses = splitAddresses(pasted);
  if (addresses.length === 0) return [RECIPIENTS_BLANK];
  const invalid = addressErrors(pasted);
  if (invalid.length) return invalid;
  return addresses.length > TEST_EMAIL_LIMIT ? [TEST_EMAIL_LIMIT_MESSAGE] : [];
}

/** "1 participant", "3 participants". */
export const participants = (count: number) =>
  `${count} ${count === 1 ? 'participant' : 'participants'}`;
