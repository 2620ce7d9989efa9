/**
 * The link action's field patterns (01-platform §3), the same the mock backend checks
 * (mock/handlers/configRules.ts).
 */
export const PHONE_PATTERN = /^\+?[\d\s-]{3,20}$/;
/** A mini-program AppID: `wx` and 16 letters or digits. */
export const APP_ID_PATTERN = /^wx[0-9a-zA-Z]{16}$/;
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s]+$/i;
/** WeChat asks for at most three subscriptions at once. */
export const MAX_SUBSCRIBE_PAIRS = 3;
