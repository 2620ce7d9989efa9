/**
 * Subscribe-message templates and their placeholders (03-community-analytics §3, §5): a template's content
 * holds `{{thing1.DATA}}` markers; the part before the digits is the type, which decides what may be filled in.
 * The editor (src/components/subscribeMessage) and the mock's save apply these same rules.
 */
import type { MessageId } from 'src-locales/messageIds';
export interface Placeholder {
  /** `thing1`: the key in the message data. */
  key: string;
  /** `thing`: the type that decides the rule. */
  type: string;
  /** The text before the marker on its line ("Activity"). */
  label: string;
  /** The template example's value for this placeholder, if it has one. */
  example?: string;
}

const MARKER = /\{\{\s*([a-z_]+?)(\d*)\.DATA\s*\}\}/gi;

function labelsOf(text: string | undefined): string[] {
  return (text ?? '').split(/\r?\n/).map((line) => line.split(/[:：]/)[0]?.trim() ?? '');
}

function examplesOf(example: string | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of (example ?? '').split(/\r?\n/)) {
    const separator = line.search(/[:：]/);
    if (separator > 0) values.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return values;
}

/** The placeholders of a template, in order. */
export function parsePlaceholders(content: string, example?: string): Placeholder[] {
  const examples = examplesOf(example);
  const labels = labelsOf(content);
  const lines = content.split(/\r?\n/);
  const found: Placeholder[] = [];
  lines.forEach((line, index) => {
    for (const match of line.matchAll(MARKER)) {
      const type = match[1].toLowerCase();
      const key = `${match[1]}${match[2]}`;
      const label = labels[index] && !labels[index].includes('{{') ? labels[index] : key;
      found.push({ key, type, label, example: examples.get(label) });
    }
  });
  return found;
}

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;
const length = (value: string) => [...value].length;

/** A Chinese licence plate: province, letter, then 5 (or 6 for new energy) letters and digits. */
const CAR_NUMBER =
  /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$/;

const RULES: Record<string, (value: string) => boolean> = {
  thing: (value) => length(value) <= 20,
  number: (value) => /^\d+(\.\d+)?$/.test(value) && length(value) <= 32,
  letter: (value) => /^[A-Za-z]{1,32}$/.test(value),
  symbol: (value) => length(value) <= 5 && !/\s/.test(value) && !CHINESE.test(value),
  character_string: (value) => length(value) <= 32 && !/\s/.test(value) && !CHINESE.test(value),
  time: () => true,
  date: () => true,
  amount: (value) => length(value) <= 12,
  phone_number: (value) => length(value) <= 17,
  car_number: (value) => (length(value) === 7 || length(value) === 8) && CAR_NUMBER.test(value),
  name: (value) => length(value) <= 20,
  phrase: (value) => /^[\u4e00-\u9fa5]{1,5}$/.test(value),
};

/** The types with their own rule and tip; any other type needs only a value. */
export const KNOWN_TYPES = Object.keys(RULES);

/** Whether a value fits its placeholder type; every placeholder needs a value. */
export function isValidPlaceholderValue(type: string, value: string | undefined | null): boolean {
  if (value === undefined || value === null || value.trim() === '') return false;
  return (RULES[type] ?? (() => true))(value);
}

/** The message key of a type's tip text. */
export const tipKeyOf = (type: string) =>
  `subscribeMessage.tip.${KNOWN_TYPES.includes(type) ? type : 'unknown'}` as MessageId;

/**
 * A message's page path (03 §5): non-empty, with a slash, not ending with one, without spaces or other
 * characters a mini-program path cannot hold (anything but printable ASCII); else 'possible path error,
 * contains spaces, illegal characters, etc.'.
 */
export function isValidPagePath(path: string | undefined | null): boolean {
  if (!path) return false;
  return path.includes('/') && !path.endsWith('/') && /^[\x21-\x7e]+$/.test(path);
}
