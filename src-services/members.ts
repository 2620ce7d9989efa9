/**
 * Members of the customer-relationship service (02-operations §3, §7): the member search (a store's clerks
 * here, the member list of /user/list later) and the clerk update.
 */
import { genericListService } from './listService';
import { post, scrmPath, type CallOptions } from './request';
import { boolean, nonEmptyString, nullable, object, optional, string, type Shape } from './shape';
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
}

/** The clerk update of 02-operations §7: set (a store chosen) or cancel (is_clerk false, the store cleared). */
export interface ClerkUpdate {
  id: string;
  store_id: string;
  is_clerk: boolean;
}

export const memberShape: Shape<Member> = object({
  id: nonEmptyString,
  is_clerk: boolean,
  store_id: optional(nullable(string)),
  store_name: optional(nullable(string)),
});

export const memberService = {
  updateClerk: (update: ClerkUpdate, options?: CallOptions) =>
    post(scrmPath('/member/update/clerk'), update, memberShape, options),
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
