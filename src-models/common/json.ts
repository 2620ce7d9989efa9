/** A value JSON can hold: what drafts and saved filters keep, and what Redux state may carry. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
