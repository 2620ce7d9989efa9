import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from 'src-models/store';
import { LocaleProviders } from './LocaleProviders';
import { useFramePrivileges } from './useFramePrivileges';

function FramePrivileges() {
  useFramePrivileges();
  return null;
}

/** The providers around the router (`AppRouter` in the browser, a memory router in tests). */
export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LocaleProviders>
        <FramePrivileges />
        {children}
      </LocaleProviders>
    </Provider>
  );
}
