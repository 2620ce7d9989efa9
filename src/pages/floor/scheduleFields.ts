/**
 * The Setting form as the pickers hold it: the schedule as two dayjs values. Drafts and the model keep unix
 * seconds (`FloorFormValues`), so what is kept through an expired session stays plain JSON.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { FloorFormValues } from 'src-models/floors';
import type { JsonValue } from 'src-models/common';

export interface FloorFields extends Omit<FloorFormValues, 'schedule'> {
  schedule?: [Dayjs | null, Dayjs | null];
}

export function toFormValues(fields: FloorFields): FloorFormValues {
  const [begin, end] = fields.schedule ?? [];
  return {
    ...fields,
    schedule: begin || end ? [begin?.unix() ?? null, end?.unix() ?? null] : undefined,
  };
}

export function toFields(values: FloorFormValues): FloorFields {
  const [begin, end] = values.schedule ?? [];
  const time = (seconds: number | null | undefined) =>
    typeof seconds === 'number' ? dayjs.unix(seconds) : null;
  return { ...values, schedule: begin || end ? [time(begin), time(end)] : undefined };
}

export const fieldsToDraft = (fields: FloorFields) => toFormValues(fields) as unknown as JsonValue;
export const fieldsFromDraft = (draft: JsonValue) => toFields(draft as unknown as FloorFormValues);
