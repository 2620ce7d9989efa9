/**
 * The open slots of a time slot field on a day, as the mini-program offers them: the special case of that date
 * when there is one (closed: none), else the slots of every day or of its weekday (Sunday 0).
 */
import type { FormFieldConfig } from 'config/formFields';

export interface OpenSlot {
  start_hour: number;
  start_minute: number;
  end_hour: number;
  end_minute: number;
  enable?: boolean;
}

type Obj = Record<string, unknown>;
const objectOf = (value: unknown): Obj => (typeof value === 'object' && value !== null ? (value as Obj) : {});
const listOf = (value: unknown) => (Array.isArray(value) ? (value as OpenSlot[]) : []);

export function slotsOn(config: FormFieldConfig, date: string): OpenSlot[] {
  const special = listOf(config.special_cases).find((entry) => objectOf(entry).date === date) as
    Obj | undefined;
  if (special)
    return special.enable === false ? [] : listOf(special.slots).filter((slot) => slot.enable !== false);
  const slot = objectOf(config.slot);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const slots = slot.type === 'weekday' ? objectOf(slot.weekday)[String(weekday)] : slot.day;
  return listOf(slots).filter((each) => each.enable !== false);
}

const pad = (value: number) => String(value).padStart(2, '0');

export const slotText = (slot: OpenSlot) =>
  `${pad(slot.start_hour)}:${pad(slot.start_minute)}-${pad(slot.end_hour)}:${pad(slot.end_minute)}`;
