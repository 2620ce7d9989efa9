import carOption from './carOption';
import config from './config';
import coupon from './coupon';
import editors from './editors';
import formBuilder from './formBuilder';
import formField from './formField';
import list from './list';
import member from './member';
import reservation from './reservation';
import sheetImport from './sheetImport';
import store from './store';
import tracking from './tracking';
import vehicle from './vehicle';

/**
 * Every area's messages in this language: flat dotted keys, one file per area (an area adds one import and one
 * spread here). They load with the signed-in shell, only the shown language's (src-locales/signedIn.ts).
 */
export default {
  ...tracking,
  ...list,
  ...coupon,
  ...editors,
  ...config,
  ...store,
  ...member,
  ...vehicle,
  ...carOption,
  ...sheetImport,
  ...formField,
  ...formBuilder,
  ...reservation,
};
