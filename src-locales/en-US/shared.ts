import auditTrail from './auditTrail';
import editors from './editors';
import formField from './formField';
import list from './list';
import menus from './menus';
import sheetImport from './sheetImport';

/**
 * What the signed-in shell shows in this language besides the platform's messages: the menus, and the widgets
 * every area's pages share. An area's own messages join with its pages (src-locales/signedIn.ts).
 */
export default {
  ...menus,
  ...list,
  ...editors,
  ...formField,
  ...sheetImport,
  ...auditTrail,
};
