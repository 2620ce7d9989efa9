/**
 * Every message id: the keys of the en-US tables (zh-CN must have the same, `Record<keyof typeof en, string>`),
 * the platform's, the shell's shared ones and every area file's (`areaFiles`). Typed fields (`titleKey`,
 * `labelKey`, notifier keys, list and document messages) take a `MessageId`, so a typo fails the type check
 * instead of showing a raw key to the operator.
 */
import type { areaFiles } from './en-US/areas';
import type platform from './en-US/platform';
import type shared from './en-US/shared';

type AreaFiles = typeof areaFiles;

export type MessageId =
  | keyof typeof platform
  | keyof typeof shared
  | { [File in keyof AreaFiles]: keyof AreaFiles[File] }[keyof AreaFiles];
