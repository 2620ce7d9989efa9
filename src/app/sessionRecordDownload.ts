/**
 * The account menu's "Download session record": the store's record written as a Redux DevTools file, without
 * private fields (src-models/sessionRecord). Loaded on the click, with file-saver.
 */
import { saveAs } from 'file-saver';
import { formatDateTime } from 'src-models/common';
import { sessionRecordFile, type SessionRecorder } from 'src-models/sessionRecord';
import packageJson from '../../package.json';

declare const __webpack_hash__: string | undefined;

/** The package's version and, in a bundle, its build's hash: two builds of one version differ. */
export function buildVersion(): string {
  const hash = typeof __webpack_hash__ === 'string' ? ` (${__webpack_hash__.slice(0, 8)})` : '';
  return `${packageJson.version}${hash}`;
}

/** `session-record-2025-06-01_103015.json`: the date and time written, in UTC+8 like every date of the product. */
export const sessionRecordFileName = (now: number) =>
  `session-record-${formatDateTime(Math.floor(now / 1000))
    .replace(' ', '_')
    .replace(/:/g, '')}.json`;

export function downloadSessionRecord(
  recorder: SessionRecorder,
  where: { route: string; locale: string },
  now = Date.now(),
): void {
  const file = sessionRecordFile(
    recorder.snapshot(),
    { version: buildVersion(), route: where.route, locale: where.locale, browser: navigator.userAgent },
    now,
  );
  saveAs(new Blob([JSON.stringify(file)], { type: 'application/json' }), sessionRecordFileName(now));
}
