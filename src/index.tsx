import { createRoot } from 'react-dom/client';
import { createAppStore } from 'src-models/store';
import { localeChosen } from 'src-models/preferences';
import { checkRequested } from 'src-models/session';
import { chooseLocale } from 'src-locales/index';
import { notifierBridge } from './app/notifier';
import { App } from './app/App';
import { REMEMBERED_LOCALE_KEY } from './app/LocaleProviders';
import { AppRouter } from './app/router';
import { markUncaughtErrors } from './app/errorMarks';

const store = createAppStore({
  context: { notify: notifierBridge },
  devTools: process.env.NODE_ENV !== 'production',
});
markUncaughtErrors(window, store.sessionRecord);
// A development build replays a session record an operator downloaded; production leaves the code out.
if (process.env.NODE_ENV !== 'production') {
  void import(/* webpackChunkName: "session-replay" */ './app/sessionReplay').then(({ replayOnRequest }) =>
    replayOnRequest(store),
  );
}
store.dispatch(localeChosen(chooseLocale(localStorage.getItem(REMEMBERED_LOCALE_KEY), navigator.language)));
// Every route asks who is signed in: asked before the first render, the answer is there sooner.
store.dispatch(checkRequested());

createRoot(document.getElementById('root') as HTMLElement).render(
  <App store={store}>
    <AppRouter store={store} />
  </App>,
);
