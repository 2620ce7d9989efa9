/** The platform's own collections: operators, sessions, saved filters and uploads. */
import type { Operator, SavedFilter } from '../../src-services/types';
import { defineCollection } from './db';
import { DEMO_OPERATORS } from './operators';

export interface OperatorRecord extends Operator {
  password: string;
  roleKey?: string;
}

export interface SessionRecord {
  /** The session id carried by the `sid` cookie. */
  id: string;
  operator_id: string;
  created_at: number;
}

export interface SavedFilterRecord extends SavedFilter {
  operator_id: string;
  /** The list's base path, e.g. `/api/v1/coupon-center/coupon`. */
  base: string;
  created_at: number;
  updated_at: number;
  /** Creation order, to sort filters saved within the same second. */
  seq: number;
}

export interface UploadRecord {
  id: string;
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array<ArrayBuffer>;
  operator_id: string;
  created_at: number;
}

export const operators = defineCollection<OperatorRecord>('operators', () =>
  DEMO_OPERATORS.map((operator) => ({ ...operator, privileges: [...operator.privileges] })),
);
export const sessions = defineCollection<SessionRecord>('sessions');
export const savedFilters = defineCollection<SavedFilterRecord>('savedFilters');
export const uploads = defineCollection<UploadRecord>('uploads');
