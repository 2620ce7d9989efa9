/**
 * The member area's lists (02-operations §2 screen 9): the member list with its two clerk workflows, one member's
 * coupon codes (the detail page's list, scoped by openid) and the e-mail audit.
 */
import { couponCodeListService, type CouponCode } from 'src-services/couponCodes';
import {
  cancelClerkUpdate,
  mailAuditListService,
  memberListService,
  memberService,
  type MailAudit,
  type Member,
} from 'src-services/members';
import type { QueryItem } from 'src-services/types';
import { createDocumentModel } from '../document';
import { createListModel } from '../list';

export const memberList = createListModel<Member, Member, 'members', 'setClerk' | 'cancelClerk'>({
  name: 'members',
  service: memberListService,
  defaultOrder: '-bound_at',
  selectId: (member) => member.id,
  itemActions: {
    setClerk: {
      run: (id, args, options) =>
        memberService.updateClerk({ id, store_id: String(args.store_id ?? ''), is_clerk: true }, options),
      patch: (_member, args) => ({
        is_clerk: true,
        store_id: String(args.store_id ?? ''),
        store_name: String(args.store_name ?? ''),
      }),
      refresh: false,
      succeeded: 'member.clerk.set',
      failed: 'error.updateFailed',
    },
    cancelClerk: {
      run: (id, _args, options) => memberService.updateClerk(cancelClerkUpdate(id), options),
      patch: () => ({ is_clerk: false, store_id: null, store_name: null }),
      refresh: false,
      succeeded: 'store.staff.cancelled',
      failed: 'error.updateFailed',
    },
  },
});

export const memberActions = memberList.actions;
export const memberSelectors = memberList.selectors;
export const { setClerk: setClerkActions, cancelClerk: cancelMemberClerkActions } = memberList.itemActions;

/** One member's coupon codes, newest pick first (02-operations §7: query openid, order -picked_at). */
export const memberCouponList = createListModel<CouponCode, CouponCode, 'memberCoupons'>({
  name: 'memberCoupons',
  service: couponCodeListService,
  defaultOrder: '-picked_at',
  selectId: (code) => code.id,
});

export const memberCouponScope = (openid: string): QueryItem[] => [{ k: 'openid', op: 'eq', v: openid }];

export const mailAuditList = createListModel<MailAudit, MailAudit, 'mailAudits'>({
  name: 'mailAudits',
  service: mailAuditListService,
  // 02 §9: the e-mail audit's order is not stated, so -updated_at (not the send time).
  defaultOrder: '-updated_at',
  selectId: (mail) => mail.id,
});

/** One member, read on its own page (02-operations §2 screen 9): loaded by id, never saved there. */
export const memberDetail = createDocumentModel<Member, never, 'memberDetail'>({
  name: 'memberDetail',
  load: (id, options) => memberService.get(id ?? '', options),
  selectId: (member) => member.id,
});
