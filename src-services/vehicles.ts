/**
 * The /vehicle page's lists (02-operations §2 screen 5, §3, §7): old reservation motorcycles, the model-brand
 * config, user garages and user complaints (form-center records of the garage complaint form) with their audit.
 */
import { genericListService, type ListService } from './listService';
import { post, scrmPath, type CallOptions } from './request';
import {
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
import type { ApiErrorInfo } from './errors';
import type { RecordMeta } from './types';

/** What the motorcycle modal sends. `disabled` false means online (02-operations §4). */
export interface MotorcycleInput {
  id?: string;
  name: string;
  zh_name: string;
  weight: number;
  image_url: string;
  disabled: boolean;
  /** Unix seconds; both optional. */
  online_at: number | null;
  offline_at: number | null;
}

export interface Motorcycle extends MotorcycleInput, Partial<RecordMeta> {
  id: string;
  deleted: boolean;
}

export const motorcycleShape: Shape<Motorcycle> = object({
  id: nonEmptyString,
  name: string,
  zh_name: string,
  weight: number,
  image_url: string,
  disabled: boolean,
  online_at: nullable(number),
  offline_at: nullable(number),
  deleted: boolean,
});

/** The two kinds of model brand (02-operations §3), as they travel on the wire. */
export const MODEL_BRAND_TYPES = ['own', 'other'] as const;
export type ModelBrandType = (typeof MODEL_BRAND_TYPES)[number];

export interface ModelBrandInput {
  id?: string;
  name: string;
  type: ModelBrandType;
}

export interface ModelBrand extends ModelBrandInput, Partial<RecordMeta> {
  id: string;
}

export const modelBrandShape: Shape<ModelBrand> = object({
  id: nonEmptyString,
  name: string,
  type: oneOf(...MODEL_BRAND_TYPES),
});

/** A garage binding's status (01-platform §4). */
export const GARAGE_STATUSES = ['bind', 'untie', 'invalid'] as const;
export type GarageStatus = (typeof GARAGE_STATUSES)[number];

/** One motorcycle a member put in their garage (02-operations §3). Series and model names come joined. */
export interface Garage extends RecordMeta {
  garage_vin: string;
  garage_image_url: string;
  garage_series_id: string;
  garage_series_name?: string;
  garage_model_id: string;
  garage_model_name?: string;
  garage_channel_id: string;
  garage_channel_name: string;
  garage_purchase_year: number;
  garage_purchase_month: number;
  garage_status: GarageStatus;
  garage_nickname: string;
  unionid: string;
  openid: string;
}

export const garageShape: Shape<Garage> = object({
  id: nonEmptyString,
  created_at: number,
  updated_at: number,
  garage_vin: string,
  garage_image_url: string,
  garage_series_id: string,
  garage_model_id: string,
  garage_channel_id: string,
  garage_channel_name: string,
  garage_purchase_year: number,
  garage_purchase_month: number,
  garage_status: oneOf(...GARAGE_STATUSES),
  garage_nickname: string,
  unionid: string,
  openid: string,
});

/** A complaint's audit (02-operations §3, §4): pending until passed or refused, both final. */
export const AUDIT_STATUSES = ['pending', 'pass', 'refuse'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
export type AuditDecision = Exclude<AuditStatus, 'pending'>;

export interface GarageAudit {
  appeal_id: string;
  status: AuditStatus;
  metadata?: Record<string, unknown>;
}

/** 02-operations §7 answers `garage/audit/search` with the complaint's audit; the list reads its status. */
const garageAuditStatusShape: Shape<Pick<GarageAudit, 'status'>> = object({
  status: oneOf(...AUDIT_STATUSES),
});

/** A complaint as the form center records it (02-operations §3). */
export interface ComplaintRecord extends RecordMeta {
  form_id: string;
  metadata: {
    phone?: string;
    channel_name?: string;
    series_id?: string;
    series_name?: string;
    model_id?: string;
    model_name?: string;
    nickname?: string;
    purchase_date?: string;
    vin?: string;
  };
  form_data: { evidence?: string };
  mini_profile?: { openid?: string; unionid?: string };
}

/**
 * A complaint row: the record and the status of its audit, which its own call brings after the row (null until
 * it answers); `audit_status_error` when that call failed (the status stays unknown).
 */
export interface Complaint extends ComplaintRecord {
  audit_status: AuditStatus | null;
  audit_status_error: ApiErrorInfo | null;
}

const complaintRecordShape: Shape<ComplaintRecord> = object({
  id: nonEmptyString,
  created_at: number,
  updated_at: number,
  form_id: string,
  metadata: object({}),
  form_data: object({ evidence: optional(string) }),
});

export const motorcycleService = {
  save: (motorcycle: MotorcycleInput, options?: CallOptions) =>
    post(scrmPath('/motorcycle/save'), motorcycle, motorcycleShape, options),
};

export const modelBrandService = {
  save: (modelBrand: ModelBrandInput, options?: CallOptions) =>
    post(scrmPath('/config/model/save'), modelBrand, modelBrandShape, options),
};

export const garageAuditService = {
  /** One complaint's audit (02-operations §7: one `appeal_id` in, its status out; never audited is pending). */
  search: (appealId: string, options?: CallOptions) =>
    post(scrmPath('/garage/audit/search'), { appeal_id: appealId }, garageAuditStatusShape, options),

  /** Pass or refuse a complaint; the answer carries the audit's id. */
  update: (
    appealId: string,
    status: AuditDecision,
    metadata: Record<string, unknown>,
    options?: CallOptions,
  ) =>
    post(
      scrmPath('/garage/audit/update'),
      { appeal_id: appealId, status, metadata },
      object({ id: nonEmptyString }),
      options,
    ),
};

/** Old reservation motorcycles: the model adds the scope deleted=false. */
export const motorcycleListService = genericListService<Motorcycle, MotorcycleInput>({
  searchPath: scrmPath('/motorcycle/search'),
  row: motorcycleShape,
  filterBase: scrmPath('/motorcycle'),
  exportable: true,
  save: motorcycleService.save,
});

export const modelBrandListService = genericListService<ModelBrand, ModelBrandInput>({
  searchPath: scrmPath('/config/model/search'),
  row: modelBrandShape,
  exportable: true,
  save: modelBrandService.save,
});

export const garageListService = genericListService<Garage>({
  searchPath: scrmPath('/garage/search'),
  row: garageShape,
  filterBase: scrmPath('/garage'),
  exportable: true,
});

const complaintRecords = genericListService<ComplaintRecord>({
  searchPath: '/api/v1/form-center-api/record/search',
  row: complaintRecordShape,
});

/**
 * User complaints: one page of form-center records. The search does not carry their audits' statuses: the list
 * asks for each row's after the rows are drawn (`garageAuditService.search`, one call per complaint, 02 §7).
 */
export const complaintListService: ListService<Complaint> = {
  nestsScope: false,
  search: async (request, options) => {
    const page = await complaintRecords.search(request, options);
    return {
      total: page.total,
      results: page.results.map((record) => ({ ...record, audit_status: null, audit_status_error: null })),
    };
  },
};
