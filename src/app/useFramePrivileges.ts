import { useEffect } from 'react';
import { env } from 'config/env';
import { framePrivilegesReceived, parsePrivilegeMessage } from 'src-models/session';
import { useAppDispatch } from 'src/store/hooks';

/**
 * Privileges sent by the hosting frame (01-platform §6): only from `window.parent`, only from a configured
 * trusted origin, and only in the expected shape. Outside a frame nothing listens.
 */
export function useFramePrivileges(trustedOrigins: readonly string[] = env.trustedFrameOrigins) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (window.parent === window) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || !trustedOrigins.includes(event.origin)) return;
      const privileges = parsePrivilegeMessage(event.data);
      if (privileges) dispatch(framePrivilegesReceived(privileges));
    };
    window.addEventListener('message', onMessage);
    // Ask the parent for the list; a parent on any other origin never receives the request.
    for (const origin of trustedOrigins) window.parent.postMessage({ type: 'privileges-request' }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch, trustedOrigins]);
}
