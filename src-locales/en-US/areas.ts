import auditTrail from './auditTrail';
import carOption from './carOption';
import channel from './channel';
import config from './config';
import coupon from './coupon';
import doc from './doc';
import floor from './floor';
import formBuilder from './formBuilder';
import formCenter from './formCenter';
import formField from './formField';
import linkAction from './linkAction';
import locationPicker from './locationPicker';
import member from './member';
import pageBuilder from './pageBuilder';
import post from './post';
import promote from './promote';
import reservation from './reservation';
import riding from './riding';
import sheetImport from './sheetImport';
import store from './store';
import subscribeMessage from './subscribeMessage';
import subscribeMsg from './subscribeMsg';
import tagCenter from './tagCenter';
import tagging from './tagging';
import tracking from './tracking';
import vehicle from './vehicle';

/**
 * The message files that join with an area's pages (src-locales/signedIn.ts): each area's own, and those of the
 * shared widgets only some areas show. A new file is one line here; the ids (`MessageId`), the names an area's
 * route may list (`AreaMessageFile`) and the Chinese tables the tests load are derived from it. The shell's
 * files (platform, and menus, list and editors in shared.ts) are not here.
 */
export const areaFiles = {
  auditTrail,
  carOption,
  channel,
  config,
  coupon,
  doc,
  floor,
  formBuilder,
  formCenter,
  formField,
  linkAction,
  locationPicker,
  member,
  pageBuilder,
  post,
  promote,
  reservation,
  riding,
  sheetImport,
  store,
  subscribeMessage,
  subscribeMsg,
  tagCenter,
  tagging,
  tracking,
  vehicle,
};
