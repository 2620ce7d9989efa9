/**
 * The editor holds the schedule as the date-time pickers do (Dayjs); the model's values and the drafts hold unix
 * seconds, so a draft is plain JSON.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { PromoteActivityFormValues } from 'src-models/promote';

export interface ActivityFields extends Omit<PromoteActivityFormValues, 'schedule'> {
  schedule?: [Dayjs | null, Dayjs | null];
}

export function toModelValues(fields: ActivityFields): PromoteActivityFormValues {
  const [begin, end] = fields.schedule ?? [];
  return { ...fields, schedule: begin || end ? [begin?.unix() ?? null, end?.unix() ?? null] : undefined };
}

export function toFields(values: PromoteActivityFormValues): ActivityFields {
  const [begin, end] = values.schedule ?? [];
  const day = (seconds: number | null | undefined) => (seconds ? dayjs.unix(seconds) : null);
  return { ...values, schedule: begin || end ? [day(begin), day(end)] : undefined };
}
