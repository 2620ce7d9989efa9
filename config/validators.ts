/**
 * The helper validators of 01-platform §5, one module for the forms, the form-center preview and the mock
 * backend (which may import config/). Each answers whether a value passes; `messageKey` is the text a form shows.
 */
export interface HelperRule {
  test: (value: string) => boolean;
  messageKey: string;
}

const matches = (pattern: RegExp) => (value: string) => pattern.test(value);

/**
 * An e-mail address as every form of the spec checks it (the login, the config's client e-mails, a store's
 * dealer e-mails) and the mock backend with it: something@host.tld, no spaces.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The weights and check characters of the mainland resident identity number (GB 11643). */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECKS = '10X98765432';

function isNationalId(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/.test(id)) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return ID_CHECKS[sum % 11] === id[17];
}

export const HELPER_RULES = {
  /** Digits only. */
  digits: { test: matches(/^\d+$/), messageKey: 'validation.digits' },
  /** 4-16 characters of letters, digits, underscore and hyphen. */
  password: { test: matches(/^[A-Za-z0-9_-]{4,16}$/), messageKey: 'validation.password' },
  /** A mainland mobile number: 11 digits starting 13-19. */
  phone: { test: matches(/^1[3-9]\d{9}$/), messageKey: 'validation.phone' },
  /** A mainland resident identity number: 18 characters, birth date and check character valid. */
  nationalId: { test: isNationalId, messageKey: 'validation.nationalId' },
} satisfies Record<string, HelperRule>;

export type HelperRuleName = keyof typeof HELPER_RULES;
