import enConfig from './en-US/config';
import zhConfig from './zh-CN/config';
import enCoupon from './en-US/coupon';
import zhCoupon from './zh-CN/coupon';
import enEditors from './en-US/editors';
import zhEditors from './zh-CN/editors';
import enList from './en-US/list';
import zhList from './zh-CN/list';
import enTracking from './en-US/tracking';
import zhTracking from './zh-CN/tracking';
import { platformMessages, type Messages } from './index';

/**
 * The areas' messages per language: flat dotted keys, one file per area, merged here (an area adds one import
 * and one spread per language). They load with the signed-in shell, never with the login page.
 */
export const areaMessages: Messages = {
  'en-US': { ...enTracking, ...enList, ...enCoupon, ...enEditors, ...enConfig },
  'zh-CN': { ...zhTracking, ...zhList, ...zhCoupon, ...zhEditors, ...zhConfig },
};

/** Everything the signed-in part shows: the platform's messages and the areas'. */
export const signedInMessages: Messages = {
  'en-US': { ...platformMessages['en-US'], ...areaMessages['en-US'] },
  'zh-CN': { ...platformMessages['zh-CN'], ...areaMessages['zh-CN'] },
};
