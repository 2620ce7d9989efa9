/**
 * The mock's handlers behind one: msw tries a request against each handler in turn, parsing its URL and reading
 * its cookies once per handler, so a request to the mock's ~160 handlers cost more than the page that sent it.
 * Here each handler's method and path are compiled once into a quick test, and msw runs only the handlers that
 * pass it, in their order: the same first match, at the cost of one or two.
 */
import { getResponse, http, type HttpHandler, type RequestHandler } from 'msw';

interface Route {
  handler: RequestHandler;
  /** Whether the request may match: never false for a request the handler would take. */
  mayMatch(method: string, pathname: string): boolean;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** msw's path (`*` for anything, `:name` for one segment) as a test of the pathname alone. */
function pathTest(path: string): (pathname: string) => boolean {
  const pattern = path
    .replace(/^[a-z]+:\/\/[^/]*/i, '')
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escape(part)))
    .join('');
  // msw matches paths without regard to case.
  const regex = new RegExp(`^${pattern}/?$`, 'i');
  return (pathname) => regex.test(pathname);
}

function routeOf(handler: RequestHandler): Route {
  const { method, path } = (handler as HttpHandler).info as { method?: unknown; path?: unknown };
  // A handler of another kind (a RegExp or predicate path) is always tried.
  if (typeof path !== 'string' || !(typeof method === 'string' || method instanceof RegExp))
    return { handler, mayMatch: () => true };
  const matchesPath = pathTest(path);
  // `http.all` has the method /.+/.
  const matchesMethod = (requestMethod: string) =>
    typeof method === 'string' ? requestMethod === method : method.test(requestMethod);
  return {
    handler,
    mayMatch: (requestMethod, pathname) => matchesMethod(requestMethod) && matchesPath(pathname),
  };
}

export function routed(handlers: readonly RequestHandler[]): HttpHandler {
  const routes = handlers.map(routeOf);
  return http.all('*', ({ request }) => {
    const { pathname } = new URL(request.url);
    const candidates = routes
      .filter((route) => route.mayMatch(request.method, pathname))
      .map((route) => route.handler);
    // No candidate: nothing answered, and msw goes on to its next handler (or reports the request unhandled).
    return candidates.length ? getResponse(candidates, request) : undefined;
  });
}
