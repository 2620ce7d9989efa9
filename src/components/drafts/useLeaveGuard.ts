import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { MessageId } from 'src-locales/messageIds';

/** The in-app path an anchor leads to (`#/x` under the hash router, `/x` in memory), or null for any other. */
function inAppPath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  const href = anchor.getAttribute('href') ?? '';
  const path = href.startsWith('#') ? href.slice(1) : href;
  return path.startsWith('/') ? path : null;
}

/** The router's index of the current history entry (react-router keeps `idx` in the entry's state). */
const entryIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Leaving an editor with unsaved changes asks first: a link of the page or the shell (captured before the router
 * sees the click), the editor's own Back (`confirmLeave`), the browser's Back and Forward buttons (see
 * `useHistoryGuard`), and a reload or a closed tab (the browser's own question). The session's end is no leaving: the login it leads to keeps the draft (`useDocumentEditor`).
 * `unsaved` is read at the moment of leaving.
 */
export function useLeaveGuard(unsaved: () => boolean) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const isUnsaved = useRef(unsaved);
  useLayoutEffect(() => {
    isUnsaved.current = unsaved;
  });

  const confirmLeave = useCallback(
    (leave: () => void, stay?: () => void) => {
      if (!isUnsaved.current()) {
        leave();
        return;
      }
      const t = (id: MessageId) => intl.formatMessage({ id });
      modal.confirm({
        title: t('editors.leave.title'),
        content: t('editors.leave.body'),
        okText: t('editors.leave.leave'),
        cancelText: t('editors.leave.stay'),
        onOk: leave,
        onCancel: stay,
      });
    },
    [intl, modal],
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isUnsaved.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const path = anchor instanceof HTMLAnchorElement ? inAppPath(anchor) : null;
      if (!path || !isUnsaved.current()) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeave(() => navigate(path));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [confirmLeave, navigate]);
  useHistoryGuard(isUnsaved, confirmLeave);

  return confirmLeave;
}

/**
 * The browser's Back and Forward under the hash router, which has no blocker (a data router would, at 16 KB more
 * on the login page). A capturing listener on window runs before the router's own and hides the move from it,
 * puts the editor's entry back, and asks; told to leave, it makes the same move again and lets the router see it.
 * Entries the router did not make (an address typed into the bar) carry no index and pass unasked.
 */
function useHistoryGuard(
  isUnsaved: { current: () => boolean },
  confirmLeave: (leave: () => void, stay: () => void) => void,
) {
  const location = useLocation();
  const here = useRef<number | null>(null);
  useLayoutEffect(() => {
    here.current = entryIndex(window.history.state);
  }, [location.key]);

  useEffect(() => {
    let restoring = false;
    let asking = false;
    let leaving = false;
    // Told to leave before the editor's entry was back: the move waits for it.
    let leaveAfterRestore: number | null = null;
    const leave = (delta: number) => {
      leaving = true;
      window.history.go(delta);
    };
    const onPopState = (event: PopStateEvent) => {
      if (leaving) {
        leaving = false;
        return;
      }
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        if (leaveAfterRestore !== null) leave(leaveAfterRestore);
        leaveAfterRestore = null;
        return;
      }
      const to = entryIndex(event.state);
      // An entry the router did not make (an address typed into the bar) has no index to come back by.
      if (!isUnsaved.current() || to === null || here.current === null || to === here.current) return;
      const delta = to - here.current;
      event.stopImmediatePropagation();
      restoring = true;
      window.history.go(-delta);
      if (asking) return;
      asking = true;
      confirmLeave(
        () => {
          asking = false;
          if (restoring) leaveAfterRestore = delta;
          else leave(delta);
        },
        () => {
          asking = false;
        },
      );
    };
    window.addEventListener('popstate', onPopState, true);
    return () => window.removeEventListener('popstate', onPopState, true);
  }, [isUnsaved, confirmLeave]);
}
