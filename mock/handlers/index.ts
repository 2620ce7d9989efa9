/**
 * Every handler of the mock backend, in matching order (msw takes the first match). Areas add their
 * `xxxHandlers()` in the marked spot.
 */
import type { RequestHandler } from 'msw';
import { activityHandlers } from './activities';
import { authHandlers } from './auth';
import { carOptionHandlers } from './carOptions';
import { channelHandlers } from './channels';
import { clubHandlers } from './clubs';
import { configHandlers } from './config';
import { couponCenterHandlers } from './couponCenter';
import { controlHandlers } from './control';
import { fallbackHandlers } from './fallback';
import { floorCenterHandlers } from './floorCenter';
import { exportHandlers } from './export';
import { filterHandlers } from './filters';
import { formCenterHandlers } from './formCenter';
import { lookupHandlers } from './lookups';
import { memberHandlers } from './members';
import { memberTagHandlers } from './memberTags';
import { moderationHandlers } from './moderation';
import type { HandlerOptions } from './options';
import { policyHandlers } from './policy';
import { promoteHandlers } from './promote';
import { reservationHandlers } from './reservations';
import { sheetImportHandlers } from './sheetImport';
import { storeHandlers } from './stores';
import { trackingServiceHandlers } from './tracking';
import { uploadHandlers } from './upload';
import { vehicleHandlers } from './vehicles';
import { wxHandlers } from './wx';
import { ridingHandlers } from './riding';
import { postHandlers } from './posts';
import { subscribeMsgHandlers } from './subscribeMsg';
import { tagCenterHandlers } from './tagCenter';

export type { HandlerOptions } from './options';

export function createHandlers(options: Partial<HandlerOptions> = {}): RequestHandler[] {
  const resolved: HandlerOptions = {
    transport: options.transport ?? 'msw',
    testControls: options.testControls ?? false,
  };
  const handlers: RequestHandler[] = [
    // Off unless asked for: without them `/__mock/*` reaches the fallback's 404 envelope.
    ...(resolved.testControls ? controlHandlers(resolved) : []),
    ...authHandlers(resolved),
    // Before the areas: an area's `GET .../:id` would otherwise take `GET .../filter`.
    ...filterHandlers(),
    ...uploadHandlers(),
    ...moderationHandlers(),
    // Areas: append `...xxxHandlers(),` here.
    ...trackingServiceHandlers(),
    ...couponCenterHandlers(),
    ...activityHandlers(),
    ...exportHandlers(() => handlers),
    ...configHandlers(),
    ...policyHandlers(),
    ...lookupHandlers(),
    ...sheetImportHandlers(),
    ...storeHandlers(),
    ...carOptionHandlers(),
    ...channelHandlers(),
    ...memberHandlers(),
    ...memberTagHandlers(),
    ...clubHandlers(),
    ...vehicleHandlers(),
    ...reservationHandlers(),
    ...formCenterHandlers(),
    ...promoteHandlers(),
    ...floorCenterHandlers(),
    ...wxHandlers(),
    ...ridingHandlers(),
    ...postHandlers(),
    ...subscribeMsgHandlers(),
    ...tagCenterHandlers(),
    ...fallbackHandlers(),
  ];
  return handlers;
}
