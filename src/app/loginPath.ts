/** `/login?redirect=...`: where the operator was, so a new login takes them back there. */
export function loginPath(returnTo: string, expired = false): string {
  const params = new URLSearchParams();
  if (returnTo && returnTo !== '/' && !returnTo.startsWith('/login')) params.set('redirect', returnTo);
  if (expired) params.set('expired', '1');
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

/** The place to go after login: only a path inside this app, never another site. */
export function safeReturnPath(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login'))
    return '/';
  return redirect;
}
