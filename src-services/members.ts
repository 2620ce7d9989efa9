/**
 * Members of the customer-relationship service (02-operations §3, §7): the member search (a store's clerks and
 * the member list of /user/list), one member, the clerk update, the purchase download and the e-mail audit.
 */
import { genericListService } from './listService';
import { get, post, scrmPath, type CallOptions } from './request';
import {
  arrayOf,
  boolean,
  nonEmptyString,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  type Shape,
} from './shape';
import type { RecordMeta } from './types';

/** 1 male, 2 female, 0 unknown (01-platform §9). */
export type Gender = 0 | 1 | 2;

export interface MemberProfile {
  name?: string;
  gender?: Gender;
  country_code?: string;
  phone?: string;
  birthday?: string;
  email?: string;
}

/** The fields of 02-operations §3 this area reads; the member list of issue 14 reads more of the same record. */
export interface Member extends Partial<RecordMeta> {
  id: string;
  openid?: string;
  unionid?: string;
  /** Unix seconds the member bound the mini-program. */
  bound_at?: number;
  is_clerk: boolean;
  /** The store a clerk serves; empty for a member who is no clerk. */
  store_id?: string | null;
  store_name?: string | null;
  profile?: MemberProfile;
  mini_profile?: { nickname?: string; avatar_url?: string };
  address?: {
    province?: string;
    city?: string;
    other_province?: string;
    other_city?: string;
    has_dealer?: boolean;
  };
  owner?: { is?: boolean; model?: string; purchase?: string; other_model?: string };
  car?: MemberCars;
  sport?: MemberSports;
  profession?: { option?: string; option_zh?: string; else?: string };
  channel?: string;
  referrer?: string;
  is_web?: boolean;
  is_mini?: boolean;
  /** The member came from the H5 (web) sign-up, under an openid of its own that may since have changed. */
  from_h5?: boolean;
  h5_openid?: string;
  h5_changed?: boolean;
  /** Unix seconds. */
  h5_changed_at?: number;
}

/** The cars a member owns (02-operations §3): how many, and their brands and models with the Chinese names. */
export interface MemberCars {
  quantity?: number;
  brands?: string[];
  brands_zh?: string[];
  models?: string[];
  models_zh?: string[];
}

/** The sports a member practises (02-operations §3): how many, which and at what level, with the Chinese names. */
export interface MemberSports {
  quantity?: number;
  options?: string[];
  options_zh?: string[];
  levels?: string[];
  levels_zh?: string[];
}

/** The clerk update of 02-operations §7: set (a store chosen) or cancel (is_clerk false, the store cleared). */
export interface ClerkUpdate {
  id: string;
  store_id: string;
  is_clerk: boolean;
}

const names = optional(arrayOf(string));

export const memberShape: Shape<Member> = object({
  id: nonEmptyString,
  is_clerk: boolean,
  store_id: optional(nullable(string)),
  store_name: optional(nullable(string)),
  address: optional(
    object({
      province: optional(string),
      city: optional(string),
      other_province: optional(string),
      other_city: optional(string),
      has_dealer: optional(boolean),
    }),
  ),
  owner: optional(object({ is: optional(boolean), model: optional(string), other_model: optional(string) })),
  car: optional(
    object({
      quantity: optional(number),
      brands: names,
      brands_zh: names,
      models: names,
      models_zh: names,
    }),
  ),
  sport: optional(
    object({
      quantity: optional(number),
      options: names,
      options_zh: names,
      levels: names,
      levels_zh: names,
    }),
  ),
  profession: optional(
    object({ option: optional(string), option_zh: optional(string), else: optional(string) }),
  ),
  from_h5: optional(boolean),
  h5_openid: optional(string),
  h5_changed: optional(boolean),
  h5_changed_at: optional(number),
});

/** The purchase download's answer (02-operations §7): a file to open in a new window. */
export interface PurchaseDownload {
  download_url: string;
}

const purchaseShape: Shape<PurchaseDownload> = object({ download_url: nonEmptyString });

/** A year-month, `YYYY-MM`, as the purchase download's path carries it. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const memberService = {
  get: (id: string, options?: CallOptions) =>
    get(scrmPath(`/member/${encodeURIComponent(id)}`), memberShape, options),

  updateClerk: (update: ClerkUpdate, options?: CallOptions) =>
    post(scrmPath('/member/update/clerk'), update, memberShape, options),

  /** Users who purchased in the month `YYYY-MM`. */
  purchaseDownload: (month: string, options?: CallOptions) =>
    get(scrmPath(`/member/purchase/${encodeURIComponent(month)}`), purchaseShape, options),
};

/** Clerks cancel back to plain members: the update sends is_clerk false and an empty store (02-operations §7). */
export const cancelClerkUpdate = (id: string): ClerkUpdate => ({ id, store_id: '', is_clerk: false });

/** The member search (02-operations §7), with saved filters and export. */
export const memberListService = genericListService<Member>({
  searchPath: scrmPath('/member/search'),
  row: memberShape,
  filterBase: scrmPath('/member'),
  exportable: true,
});

export type MailStatus = 'succeed' | 'failed' | 'pending';

/** One audited e-mail (02-operations §3): what was sent to whom, and whether it went out. */
export interface MailAudit {
  id: string;
  subject: string;
  from: string;
  to: string[];
  status: MailStatus;
  /** The mail's HTML as sent: shown sanitized, never as markup of the page. */
  content: string;
  /** Unix seconds. */
  send_at: number;
  /** The common record fields (02 §3), unix seconds; the list's order is -updated_at (02 §9). */
  created_at?: number;
  updated_at?: number;
}

export const mailAuditShape: Shape<MailAudit> = object({
  id: nonEmptyString,
  subject: string,
  from: string,
  to: arrayOf(string),
  status: oneOf('succeed', 'failed', 'pending'),
  content: string,
  send_at: number,
});

/** The e-mail audit (02-operations §7), searched like any list. */
export const mailAuditListService = genericListService<MailAudit>({
  searchPath: scrmPath('/audit/mail/search'),
  row: mailAuditShape,
});
