/**
 * The side bar's and header's entries of every area (src/routes/areas), gathered from the area files of this
 * folder, each of which names its own (`export const menu`): they load with the signed-in shell (shared.ts), while
 * an area's other messages load with its pages. The build runs this module and ships only what it gathers
 * (config/build/compiledMessages.mjs), so the shell carries the labels and nothing else of the area files. Their
 * ids are `MessageId`s through the area files, which hold them too.
 */
import { menusOf } from '../menusOf';

export default menusOf(require.context('.', false, /^\.\/(?!(menus|shared)\.ts$)\w+\.ts$/));
