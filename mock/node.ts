/** The mock backend inside jest, through msw/node (intercepts the process's own fetch). */
import { setupServer, type SetupServerApi } from 'msw/node';
import { resetDb } from './db/db';
import { createHandlers } from './handlers';
import { routed } from './lib/routed';

export function setupMockServer(): SetupServerApi {
  return setupServer(routed(createHandlers({ transport: 'msw', testControls: true })));
}

/** jsdom has a location; plain Node tests call http://localhost. */
function testOrigin(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin.startsWith('http') ? origin : 'http://localhost';
}

/**
 * Registers the jest hooks: listen before all (unhandled requests fail the test), and after each test put
 * back the handlers, the seeded db and an empty cookie jar, so tests never see each other's state.
 */
export function installMockBackend(): SetupServerApi {
  const server = setupMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    server.resetHandlers();
    // msw's cookie jar has no public reset: the reset endpoint answers with an expired `sid`, which empties it.
    await fetch(new URL('/__mock/reset', testOrigin()), { method: 'POST' });
    resetDb();
  });
  afterAll(() => server.close());
  return server;
}

/**
 * The same as installMockBackend. The `use` prefix makes eslint-plugin-react-hooks flag a top-level call in a
 * test file, so tests here use installMockBackend.
 */
export const useMockBackend = installMockBackend;
