/**
 * The session record (issue 37): the store's last actions kept in memory (`createSessionRecorder`), written as a
 * Redux DevTools file without private fields (`sessionRecordFile`), and replayed in development (`replayRecord`).
 */
export { RingBuffer } from './ringBuffer';
export { cleanAction, cleanState, createCleaner, type Cleaner, type PrivateFields } from './clean';
export {
  createSessionRecorder,
  domainsJoined,
  errorMarked,
  SESSION_RECORD_SIZE,
  type ErrorCause,
  type RecordSnapshot,
  type SessionRecorder,
} from './recorder';
export {
  readSessionRecord,
  sessionRecordFile,
  type ReadRecord,
  type RecordMeta,
  type SessionRecordFile,
} from './devToolsFile';
export { recordReplayed, replayable, replayRecord } from './replay';
