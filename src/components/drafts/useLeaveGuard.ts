import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

/** The in-app path an anchor leads to (`#/x` under the hash router, `/x` in memory), or null for any other. */
function inAppPath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  const href = anchor.getAttribute('href') ?? '';
  const path = href.startsWith('#') ? href.slice(1) : href;
  return path.startsWith('/') ? path : null;
}

/**
 * Leaving an editor with unsaved changes asks first: a link of the page or the shell (captured before the router
 * sees the click), the editor's own Back (`confirmLeave`), and a reload or a closed tab (the browser's own
 * question). The session's end is no leaving: the login it leads to keeps the draft (`useDocumentEditor`).
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
    (leave: () => void) => {
      if (!isUnsaved.current()) {
        leave();
        return;
      }
      const t = (id: string) => intl.formatMessage({ id });
      modal.confirm({
        title: t('editors.leave.title'),
        content: t('editors.leave.body'),
        okText: t('editors.leave.leave'),
        cancelText: t('editors.leave.stay'),
        onOk: leave,
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

  return confirmLeave;
}
