/**
 * Every message id: the keys of the en-US tables (zh-CN must have the same, `Record<keyof typeof en, string>`),
 * the platform's, the shell's shared ones and every area file's. Typed fields (`titleKey`, `labelKey`, notifier
 * keys, list and document messages) take a `MessageId`, so a typo fails the type check instead of showing a raw
 * key to the operator.
 */
import type platform from './en-US/platform';
import type shared from './en-US/shared';

/**
 * The message files that join with an area's pages (src-locales/signedIn.ts): each area's own, and those of the
 * shared widgets only some areas show. Each en-US file adds itself here with `declare module '../messageIds'`,
 * so a new file is listed nowhere else; the tests find the files in their folder (test/allMessages.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the message files' declarations
export interface AreaMessageFiles {}

export type MessageId =
  | keyof typeof platform
  | keyof typeof shared
  | { [File in keyof AreaMessageFiles]: keyof AreaMessageFiles[File] }[keyof AreaMessageFiles];
