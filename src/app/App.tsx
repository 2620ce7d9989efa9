import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppStore } from 'src-models/store';
import { LocaleProviders } from './LocaleProviders';
import { useFramePrivileges } from './useFramePrivileges';
import type { AppRouter } from './router';

function FramePrivileges() {
  useFramePrivileges();
  return null;
}

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <LocaleProviders>
        <FramePrivileges />
        <RouterProvider router={router} />
      </LocaleProviders>
    </Provider>
  );
}
