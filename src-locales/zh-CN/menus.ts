/** The side bar's and header's entries of every area, as in en-US/menus.ts. */
import { menusOf } from '../menusOf';

export default menusOf(require.context('.', false, /^\.\/(?!(menus|shared)\.ts$)\w+\.ts$/));
