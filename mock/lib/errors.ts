/**
 * A failure a handler reports on purpose. Handlers throw it from anywhere (body readers, the search engine,
 * permission checks); the endpoint wrapper turns it into an error envelope instead of a crash.
 */
export class MockError extends Error {
  readonly code: number;
  readonly msg: string;

  constructor(code: number, msg: string) {
    super(msg);
    this.name = 'MockError';
    this.code = code;
    this.msg = msg;
  }
}

export const badRequest = (msg: string): MockError => new MockError(400, msg);
export const notFound = (msg: string): MockError => new MockError(404, msg);

/** The session and permission codes of 01-platform §8. */
export const SESSION_EXPIRED = { code: 969, msg: 'session expired, please refresh' } as const;
export const INSUFFICIENT_PERMISSION = { code: 968, msg: 'insufficient permission' } as const;
