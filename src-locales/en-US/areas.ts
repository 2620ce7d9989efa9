import auditTrail from './auditTrail';
import carOption from './carOption';
import channel from './channel';
import config from './config';
import coupon from './coupon';
import doc from './doc';
import editors from './editors';
import floor from './floor';
import formCenter from './formCenter';
import formBuilder from './formBuilder';
import formField from './formField';
import linkAction from './linkAction';
import tagging from './tagging';
import list from './list';
import locationPicker from './locationPicker';
import member from './member';
import menus from './menus';
import pageBuilder from './pageBuilder';
import promote from './promote';
import reservation from './reservation';
import sheetImport from './sheetImport';
import store from './store';
import subscribeMessage from './subscribeMessage';
import tracking from './tracking';
import vehicle from './vehicle';
import riding from './riding';
import tagCenter from './tagCenter';
import post from './post';
import subscribeMsg from './subscribeMsg';

/**
 * Every message file of the signed-in part in this language, for tests and the type of message ids: flat dotted
 * keys, one file per area (an area adds one import and one spread here, and names its file in its route file's
 * `messages`). The app loads `shared.ts` with the shell and an area's files with its pages (signedIn.ts).
 */
export default {
  ...menus,
  ...auditTrail,
  ...tracking,
  ...list,
  ...coupon,
  ...editors,
  ...linkAction,
  ...tagging,
  ...subscribeMessage,
  ...locationPicker,
  ...config,
  ...store,
  ...member,
  ...vehicle,
  ...carOption,
  ...sheetImport,
  ...formField,
  ...formBuilder,
  ...reservation,
  ...formCenter,
  ...pageBuilder,
  ...promote,
  ...floor,
  ...riding,
  ...tagCenter,
  ...post,
  ...subscribeMsg,
  ...doc,
  ...channel,
};
