/**
 * Owners' clubs (DOC) of the customer-relationship service (03-community-analytics §3, §7): the clubs, their
 * members (identities), the membership applications and the operator's DOC role.
 *
 * Every list, detail and application call has an admin variant (`/admin/doc/...`) a club administrator uses: it
 * answers only the clubs they administer (03 §6). `DocVariant` names which one a call takes.
 */
import { FIRST_GETS } from 'config/apiPath';
import {
  DOC_APPLICATION_STATES,
  DOC_APPLICATION_TYPES,
  DOC_MEMBER_STATES,
  type DocApplicationAction,
  type DocApplicationState,
  type DocApplicationType,
  type DocMemberState,
} from 'config/doc';
import { genericListService, type ListService } from './listService';
import { apiPath, del, get, post, scrmPath, type CallOptions } from './request';
import {
  anything,
  arrayOf,
  boolean,
  nonEmptyString,
  number,
  object,
  oneOf,
  optional,
  searchResultOf,
  string,
  type Shape,
} from './shape';
import type { QueryItem, RecordMeta } from './types';

export type { DocApplicationAction, DocApplicationState, DocApplicationType, DocMemberState };

/** `operator`: the plain paths; `admin`: the club administrator's paths, limited to their own clubs. */
export type DocVariant = 'operator' | 'admin';

/** A club administrator: a member of the mini-program, by e-mail and unionid (03 §3). */
export interface DocAdmin {
  email: string;
  unionid: string;
  /** The member's name when the club was saved, for display. */
  name?: string;
}

/** One banner of a club's community page: image and video banners use url (and poster), news banners the rest. */
export interface DocBanner {
  url?: string;
  poster?: string;
  image_url?: string;
  title?: string;
  link?: string;
}

export interface Doc extends RecordMeta {
  name: string;
  /** 'DOC' plus six digits; fixed once created. */
  number: string;
  logo: string;
  /** Higher first in the list; fixed once created. */
  weight: number;
  /** true: offline. */
  disabled: boolean;
  description?: string;
  admins: DocAdmin[];
  admin_unionids: string[];
  province?: string;
  city?: string;
  address: string;
  longitude: number;
  latitude: number;
  images?: string[];
  shareable?: boolean;
  share?: { title?: string; image?: string };
  chairman: { name: string; email: string };
  /** The year it was established. */
  establishment_time: number;
  /** Rich text, sanitized. */
  doc_intro: string;
  rule_charging_standard: string;
  community_banner_switch: boolean;
  image_banner?: DocBanner[];
  video_banner?: DocBanner[];
  news_banner?: DocBanner[];
  deleted_flag: 0 | 1;
}

/** What a save sends: the record without its bookkeeping; an id updates that club. */
export type DocInput = Omit<Doc, keyof RecordMeta | 'deleted_flag' | 'admin_unionids'> & { id?: string };

/** A motorcycle an applicant or member owns (03 §3 'motors'). */
export interface DocMotor {
  name: string;
  model_id?: string;
  is_second?: boolean;
  purchase_date?: string;
  serial_number?: string;
}

export interface DocApplication extends RecordMeta {
  name: string;
  doc_id: string;
  doc_name: string;
  type: DocApplicationType;
  apply_reason?: string;
  state: DocApplicationState;
  reject_reason?: string;
  unionid: string;
  phone?: string;
  email?: string;
  tshirt_size?: string;
  birthday?: string;
  motors?: DocMotor[];
  motor_names?: string[];
  admins?: DocAdmin[];
  deleted_flag: 0 | 1;
}

export interface DocMember extends Partial<RecordMeta> {
  id: string;
  name: string;
  number: string;
  unionid: string;
  doc_id: string;
  doc_name: string;
  state: DocMemberState;
  /** Unix seconds. */
  active_at?: number;
  expire_at?: number;
  quit: boolean;
  phone?: string;
  email?: string;
  tshirt_size?: string;
  birthday?: string;
  motorcycles?: DocMotor[];
  motor_names?: string[];
  admins?: DocAdmin[];
  approved_by?: string;
  approved_at?: number;
}

/** `GET /{scrm}/my/doc/role`: 'admin' for a club administrator, with the clubs they administer. */
export interface DocRole {
  role: 'admin' | 'none';
  doc_ids: string[];
}

/** The application action of 03 §7. */
export interface ApplicationActionRequest {
  action: DocApplicationAction;
  application_id: string;
  reject_reason?: string;
}

/** A member the club-admin picker offers. */
export interface AdminCandidate {
  id: string;
  unionid: string;
  profile?: { name?: string; email?: string; phone?: string };
}

const adminShape: Shape<DocAdmin> = object({ email: string, unionid: string, name: optional(string) });

export const docShape: Shape<Doc> = object({
  id: nonEmptyString,
  name: string,
  number: string,
  logo: string,
  weight: number,
  disabled: boolean,
  admins: arrayOf(adminShape),
  admin_unionids: arrayOf(string),
  address: string,
  longitude: number,
  latitude: number,
  chairman: object({ name: string, email: string }),
  establishment_time: number,
  doc_intro: string,
  rule_charging_standard: string,
  community_banner_switch: boolean,
  deleted_flag: oneOf(0, 1),
  created_at: number,
  updated_at: number,
});

export const applicationShape: Shape<DocApplication> = object({
  id: nonEmptyString,
  name: string,
  doc_id: string,
  doc_name: string,
  type: oneOf(...DOC_APPLICATION_TYPES),
  state: oneOf(...DOC_APPLICATION_STATES),
  unionid: string,
  deleted_flag: oneOf(0, 1),
  created_at: number,
  updated_at: number,
});

export const docMemberShape: Shape<DocMember> = object({
  id: nonEmptyString,
  name: string,
  number: string,
  unionid: string,
  doc_id: string,
  doc_name: string,
  state: oneOf(...DOC_MEMBER_STATES),
  quit: boolean,
});

const roleShape: Shape<DocRole> = object({ role: oneOf('admin', 'none'), doc_ids: arrayOf(string) });

const candidateShape: Shape<AdminCandidate> = object({ id: nonEmptyString, unionid: string });

const takenShape: Shape<{ id: string; admin_unionids: string[] }> = object({
  id: nonEmptyString,
  admin_unionids: arrayOf(string),
});

const reasonShape: Shape<{ reject_reason?: string }> = object({ reject_reason: optional(string) });

/** `/doc` or `/admin/doc`. */
const docBase = (variant: DocVariant) => (variant === 'admin' ? '/admin/doc' : '/doc');
const at = (variant: DocVariant, path: string) => scrmPath(`${docBase(variant)}${path}`);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export const docService = {
  get: (id: string, variant: DocVariant, options?: CallOptions) =>
    get(at(variant, `/${encodeURIComponent(id)}`), docShape, options),

  /** Creates (no id) or updates a club. */
  save: (input: DocInput, variant: DocVariant, options?: CallOptions) =>
    post(at(variant, '/save'), input, docShape, options),

  remove: (id: string, options?: CallOptions) =>
    del(scrmPath(`/doc/${encodeURIComponent(id)}`), anything, options),

  role: (options?: CallOptions) => get(FIRST_GETS.docRole, roleShape, options),

  /** Approves or rejects one application; answers it as it now is. */
  act: (request: ApplicationActionRequest, variant: DocVariant, options?: CallOptions) =>
    post(at(variant, '/application/action'), request, applicationShape, options),

  /** The reasons of the latest rejections (newest first, repeats included): the reject dialog's presets. */
  recentRejectReasons: async (variant: DocVariant, options?: CallOptions): Promise<string[]> => {
    const { results } = await post(
      at(variant, '/application/search'),
      {
        page: 0,
        size: 200,
        order: '-updated_at',
        query: [{ k: 'state', op: 'eq', v: 'reject' }],
        operator: 'AND',
        fields: ['reject_reason'],
      },
      searchResultOf(reasonShape),
      options,
    );
    return results.map((row) => row.reject_reason?.trim() ?? '').filter(Boolean);
  },

  /**
   * Who already administers a club other than `exceptId` (03 §5: the admin search excludes them): every live
   * club's admin unionids.
   */
  takenAdminUnionids: async (exceptId: string | null, options?: CallOptions): Promise<string[]> => {
    const query: QueryItem[] = [{ k: 'deleted_flag', op: 'ne', v: 1 }];
    const { results } = await post(
      scrmPath('/doc/search'),
      { page: 0, size: 1_000_000, query, operator: 'AND', fields: ['id', 'admin_unionids'] },
      searchResultOf(takenShape),
      options,
    );
    return results.filter((doc) => doc.id !== exceptId).flatMap((doc) => doc.admin_unionids);
  },

  /** Members whose name, e-mail or phone contains the keyword (the club-admin picker). */
  adminCandidates: async (keyword: string, options?: CallOptions): Promise<AdminCandidate[]> => {
    const text = typeof keyword === 'string' ? escapeRegex(keyword.trim()) : '';
    const query: QueryItem[] = text
      ? ['profile.name', 'profile.email', 'profile.phone'].map((k) => ({ k, op: 'regex', v: text }))
      : [];
    const { results } = await post(
      scrmPath('/member/search'),
      { page: 0, size: 50, query, operator: 'OR', order: '-bound_at', fields: ['id', 'unionid', 'profile'] },
      searchResultOf(candidateShape),
      options,
    );
    return results;
  },
};

/** The DOC list of either variant (03 §7), ordered by the model. */
const docListOf = (variant: DocVariant): ListService<Doc, DocInput> =>
  genericListService<Doc, DocInput>({
    searchPath: at(variant, '/search'),
    row: docShape,
    filterBase: at(variant, ''),
    remove: docService.remove,
  });

/**
 * A list that searches `{base}/search` and downloads through `{base}/download/search` (03 §7: the identity and
 * application searches have download variants the download service runs).
 */
function downloadableListOf<T>(variant: DocVariant, base: string, row: Shape<T>): ListService<T> {
  const list = genericListService<T>({
    searchPath: at(variant, `${base}/search`),
    row,
    filterBase: at(variant, base),
  });
  return { ...list, exportUrl: apiPath(at(variant, `${base}/download/search`)) };
}

const applicationListOf = (variant: DocVariant) =>
  downloadableListOf(variant, '/application', applicationShape);

const memberListOf = (variant: DocVariant) => downloadableListOf(variant, '/identity', docMemberShape);

export const docListServices: Record<DocVariant, ListService<Doc, DocInput>> = {
  operator: docListOf('operator'),
  admin: docListOf('admin'),
};

export const applicationListServices: Record<DocVariant, ListService<DocApplication>> = {
  operator: applicationListOf('operator'),
  admin: applicationListOf('admin'),
};

export const docMemberListServices: Record<DocVariant, ListService<DocMember>> = {
  operator: memberListOf('operator'),
  admin: memberListOf('admin'),
};
