import {
  configDomains,
  couponDomains,
  docDomains,
  floorDomains,
  formCenterDomains,
  memberDomains,
  promoteDomains,
  reservationDomains,
  storeDomains,
  trackingDomains,
  vehicleDomains,
  ridingDomains,
  postDomains,
  subscribeMsgDomains,
  channelDomains,
  tagCenterDomains,
} from './areas';
import type { DomainTable } from './coreDomains';
import { shellDomains } from './shellDomains';

/**
 * Every domain at once: the shape of the whole state (`RootState`), and what tests put in their stores. The app
 * never loads this file: the shell brings `shellDomains`, and an area's table (src-models/areas/<area>.ts) joins
 * the store with the area's pages (src/routes/areas/<area>.ts). A new area adds its table here too.
 */
export const domains = {
  ...shellDomains,
  ...trackingDomains,
  ...couponDomains,
  ...configDomains,
  ...storeDomains,
  ...vehicleDomains,
  ...memberDomains,
  ...reservationDomains,
  ...formCenterDomains,
  ...promoteDomains,
  ...floorDomains,
  ...ridingDomains,
  ...postDomains,
  ...docDomains,
  ...subscribeMsgDomains,
  ...channelDomains,
  ...tagCenterDomains,
} satisfies DomainTable;
