/**
 * Development builds only (src/index.tsx loads this behind NODE_ENV): a session record an operator downloaded is
 * replayed into the store, named in the address (`?sessionRecord=<url of the file>`) or dropped on the page. Its
 * actions run through the app's reducers from its first state; Redux DevTools' Import then steps through them.
 */
import { loadSignedInMessages } from 'src-locales/signedIn';
import { coreDomains, type DomainTable } from 'src-models/coreDomains';
import { selectLocale, type PreferencesState } from 'src-models/preferences';
import { readSessionRecord, recordReplayed, replayRecord } from 'src-models/sessionRecord';
import { shellDomains } from 'src-models/shellDomains';
import type { AppStore } from 'src-models/store';
import { areas } from 'src/routes';

/** Every domain of the app: the areas' are loaded as their pages would load them. */
async function everyDomain(): Promise<DomainTable> {
  const tables = await Promise.all(Object.values(areas).map((area) => area.domains?.() ?? {}));
  return Object.assign({}, coreDomains, shellDomains, ...tables) as DomainTable;
}

/** Replays a record file's text into the store; throws, saying why, when it cannot. */
export async function replaySessionRecord(store: AppStore, text: string): Promise<void> {
  const record = readSessionRecord(text);
  const domains = await everyDomain();
  const state = replayRecord(record, domains);
  // The record's language may not be the one shown here: its messages are loaded before the store switches to
  // it, as the language switch does (without them the signed-in shell throws and the page goes blank).
  const { preferences } = state as { preferences?: PreferencesState };
  if (preferences) await loadSignedInMessages(selectLocale({ preferences }));
  store.addDomains(Object.fromEntries(Object.keys(state).map((name) => [name, domains[name]])));
  store.dispatch(recordReplayed({ state }));
}

export function replayOnRequest(store: AppStore, target: Window = window): void {
  const replay = (text: Promise<string>, from: string) =>
    text
      .then((content) => replaySessionRecord(store, content))
      .then(() => console.warn(`Session record replayed from ${from}: the store holds its last state`))
      .catch((error: unknown) => console.error(`Session record ${from} not replayed:`, error));

  const url = new URLSearchParams(target.location.search).get('sessionRecord');
  if (url)
    void replay(
      fetch(url).then((answer) => answer.text()),
      url,
    );

  // A drop an uploader took (it prevents the default) is its own.
  target.addEventListener('dragover', (event) => {
    if (!event.defaultPrevented && event.dataTransfer?.types.includes('Files')) event.preventDefault();
  });
  target.addEventListener('drop', (event) => {
    const file = event.dataTransfer?.files[0];
    if (event.defaultPrevented || !file?.name.endsWith('.json')) return;
    event.preventDefault();
    void replay(file.text(), file.name);
  });
}
