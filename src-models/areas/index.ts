/**
 * Each area's store domains, one table per area. The app imports a table only through its area's route file
 * (src/routes/areas/<area>.ts), so an area's models load with its pages; this index is for `domains.ts`.
 */
export { configDomains } from './config';
export { couponDomains } from './coupon';
export { docDomains } from './doc';
export { floorDomains } from './floor';
export { formCenterDomains } from './formCenter';
export { memberDomains } from './member';
export { promoteDomains } from './promote';
export { reservationDomains } from './reservation';
export { storeDomains } from './store';
export { trackingDomains } from './tracking';
export { vehicleDomains } from './vehicle';
export { ridingDomains } from './riding';
export { postDomains } from './post';
export { subscribeMsgDomains } from './subscribeMsg';
export { channelDomains } from './channel';
export { tagCenterDomains } from './tagCenter';
