/**
 * The owners' clubs' (DOC) value lists and rules (03-community-analytics §3, §4, §5), shared by the service
 * types, the forms and the mock backend's rules, so the form and the backend refuse the same values.
 */

/** 'DOC' plus six digits. */
export const DOC_NUMBER_PATTERN = /^DOC\d{6}$/;

/** A news banner's link: an http(s) URL (03 §5 'News link must be a URL'). */
export const NEWS_LINK_PATTERN = /^https?:\/\/[^\s]+$/i;

/** A rejection's reason: required, at most 100 characters (03 §5, §9). */
export const REJECT_REASON_MAX = 100;

/** The earliest establishment year a club can have. */
export const FIRST_ESTABLISHMENT_YEAR = 1900;

export const DOC_APPLICATION_TYPES = ['join', 'annual_review', 'leave'] as const;
export type DocApplicationType = (typeof DOC_APPLICATION_TYPES)[number];

/** SPEC-DECISIONS 'Community': applying, pass, reject on the wire. */
export const DOC_APPLICATION_STATES = ['applying', 'pass', 'reject'] as const;
export type DocApplicationState = (typeof DOC_APPLICATION_STATES)[number];

export const DOC_MEMBER_STATES = ['valid', 'invalid'] as const;
export type DocMemberState = (typeof DOC_MEMBER_STATES)[number];

export type DocApplicationAction = 'approve' | 'reject';

/** 03-community-analytics §8: the member's membership expired; the application cannot pass, they must reapply. */
export const APPLICATION_EXPIRED = 1340675;

/** The establishment year is not after this year (03 §5 'not after today'), in the brand's time zone UTC+8. */
export function currentYear(now = Date.now()): number {
  return new Date(now + 8 * 3600 * 1000).getUTCFullYear();
}

export function isEstablishmentYear(year: unknown, now = Date.now()): boolean {
  return (
    typeof year === 'number' &&
    Number.isInteger(year) &&
    year >= FIRST_ESTABLISHMENT_YEAR &&
    year <= currentYear(now)
  );
}
