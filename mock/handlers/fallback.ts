/** Last in line: an unknown API path gets an envelope at once instead of hanging or falling through. */
import { http, type HttpHandler } from 'msw';
import { fail, reply } from '../lib/envelope';

const unknown = ({ request }: { request: Request }): Response =>
  reply(fail(404, `Unknown endpoint ${request.method} ${new URL(request.url).pathname}`));

export function fallbackHandlers(): HttpHandler[] {
  return [http.all('*/api/*', unknown), http.all('*/__mock/*', unknown)];
}
