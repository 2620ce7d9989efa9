/**
 * Every message id: the keys of the en-US tables (zh-CN must have the same, `Record<keyof typeof en, string>`).
 * Typed fields (`titleKey`, `labelKey`, notifier keys, list and document messages) take a `MessageId`, so a typo
 * fails the type check instead of showing a raw key to the operator.
 */
import type auditTrail from './en-US/auditTrail';
import type carOption from './en-US/carOption';
import type channel from './en-US/channel';
import type config from './en-US/config';
import type coupon from './en-US/coupon';
import type doc from './en-US/doc';
import type editors from './en-US/editors';
import type floor from './en-US/floor';
import type formCenter from './en-US/formCenter';
import type formBuilder from './en-US/formBuilder';
import type formField from './en-US/formField';
import type linkAction from './en-US/linkAction';
import type tagging from './en-US/tagging';
import type list from './en-US/list';
import type locationPicker from './en-US/locationPicker';
import type member from './en-US/member';
import type menus from './en-US/menus';
import type pageBuilder from './en-US/pageBuilder';
import type platform from './en-US/platform';
import type promote from './en-US/promote';
import type reservation from './en-US/reservation';
import type sheetImport from './en-US/sheetImport';
import type store from './en-US/store';
import type subscribeMessage from './en-US/subscribeMessage';
import type tracking from './en-US/tracking';
import type vehicle from './en-US/vehicle';
import type riding from './en-US/riding';
import type tagCenter from './en-US/tagCenter';
import type post from './en-US/post';
import type subscribeMsg from './en-US/subscribeMsg';

export type MessageId =
  | keyof typeof platform
  | keyof typeof menus
  | keyof typeof pageBuilder
  | keyof typeof list
  | keyof typeof editors
  | keyof typeof linkAction
  | keyof typeof tagging
  | keyof typeof subscribeMessage
  | keyof typeof locationPicker
  | keyof typeof coupon
  | keyof typeof floor
  | keyof typeof config
  | keyof typeof store
  | keyof typeof member
  | keyof typeof tracking
  | keyof typeof vehicle
  | keyof typeof carOption
  | keyof typeof sheetImport
  | keyof typeof auditTrail
  | keyof typeof formField
  | keyof typeof formBuilder
  | keyof typeof reservation
  | keyof typeof formCenter
  | keyof typeof promote
  | keyof typeof riding
  | keyof typeof tagCenter
  | keyof typeof post
  | keyof typeof doc
  | keyof typeof channel
  | keyof typeof subscribeMsg;
