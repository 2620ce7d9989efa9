/**
 * Checks blocks that come from outside the builder (a JSON import, the clipboard, a saved floor): every block
 * against its type's shape (the defaults say which fields and of what kind) and the spec's rules (02 §5:
 * carousel current >= 1, interval and duration >= 0, integers; custom price an integer >= 1; widths 0-375 px).
 * Each problem names the block and the field, for the operator to see before anything changes.
 */
import {
  blockDefaults,
  isBlockType,
  MAX_SECONDARY_IMAGES,
  PORTFOLIO_LAYOUTS,
  PRICE_TYPES,
  type BlockData,
  type Json,
  type PageElement,
} from './blocks';
import { isJsonObject, valueAt } from './json';
import { BORDER_STYLES, COLOUR_TYPES, PHONE_WIDTH_PX, SIZE_UNITS, toPx } from './styles';

export type ProblemRule =
  | 'notArray'
  | 'notObject'
  | 'unknownType'
  | 'missing'
  | 'kind'
  | 'integerMin'
  | 'oneOf'
  | 'atMost'
  | 'widthRange';

export interface BlockProblem {
  /** The block's place in the list (0-based); -1 for the list itself. */
  block: number;
  /** A path in the block, e.g. `data.carousel.settings.interval`. */
  field: string;
  rule: ProblemRule;
  /** What the rule needs to be worded: the expected kind, the minimum, the allowed values. */
  expected?: string;
}

type Report = (field: string, rule: ProblemRule, expected?: string) => void;

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

const SIZE_KEYS = new Set(['size', 'type']);
const isSizeShape = (value: Json): boolean =>
  isJsonObject(value) &&
  Object.keys(value).every((key) => SIZE_KEYS.has(key)) &&
  'size' in value &&
  'type' in value;

/** The data against its defaults: every field there, of the same kind; an action (null by default) may be an object. */
function checkShape(value: Json | undefined, expected: Json, path: string, report: Report) {
  if (value === undefined) return report(path, 'missing');
  if (expected === null) {
    if (value !== null && !isJsonObject(value)) report(path, 'kind', 'object');
    return;
  }
  if (kindOf(value) !== kindOf(expected)) return report(path, 'kind', kindOf(expected));
  if (isJsonObject(expected) && isJsonObject(value)) {
    if (isSizeShape(expected)) return checkSize(value, path, report);
    if ('colour' in expected && 'type' in expected) return checkColour(value, path, report);
    for (const [key, inner] of Object.entries(expected))
      checkShape(value[key], inner, `${path}.${key}`, report);
  }
}

function checkSize(value: { [key: string]: Json }, path: string, report: Report) {
  if (typeof value.size !== 'number') report(`${path}.size`, 'kind', 'number');
  if (!(SIZE_UNITS as readonly Json[]).includes(value.type))
    report(`${path}.type`, 'oneOf', SIZE_UNITS.join(', '));
}

function checkColour(value: { [key: string]: Json }, path: string, report: Report) {
  if (!(COLOUR_TYPES as readonly Json[]).includes(value.type))
    report(`${path}.type`, 'oneOf', COLOUR_TYPES.join(', '));
  if (typeof value.colour !== 'string') report(`${path}.colour`, 'kind', 'string');
}

const at = (data: BlockData, path: string) => valueAt(data, path.split('.'));

function integerAtLeast(data: BlockData, path: string, min: number, report: Report) {
  const value = at(data, path);
  if (typeof value === 'number' && !(Number.isInteger(value) && value >= min))
    report(`data.${path}`, 'integerMin', String(min));
}

function oneOf(data: BlockData, path: string, allowed: readonly string[], report: Report) {
  const value = at(data, path);
  if (value !== undefined && !allowed.includes(value as string))
    report(`data.${path}`, 'oneOf', allowed.join(', '));
}

/** The rules beyond the shape, per type. */
function checkRules(element: PageElement, report: Report) {
  const { data } = element;
  integerAtLeast(data, 'carousel.settings.current', 1, report);
  integerAtLeast(data, 'carousel.settings.interval', 0, report);
  integerAtLeast(data, 'carousel.settings.duration', 0, report);
  for (const width of ['width', 'image.width', 'scroll.itemWidth']) {
    const value = at(data, width);
    if (isJsonObject(value) && typeof value.size === 'number' && SIZE_UNITS.includes(value.type as never)) {
      const px = toPx({ size: value.size, type: value.type as (typeof SIZE_UNITS)[number] });
      if (px !== null && (px < 0 || px > PHONE_WIDTH_PX))
        report(`data.${width}`, 'widthRange', `0-${PHONE_WIDTH_PX}`);
    }
  }
  const products = at(data, 'products.items');
  if (Array.isArray(products))
    products.forEach((item, index) => {
      const path = `data.products.items.${index}`;
      if (!isJsonObject(item)) return report(path, 'kind', 'object');
      if (typeof item.id !== 'string' || item.id === '') report(`${path}.id`, 'missing');
      if (!PRICE_TYPES.includes(item.priceType as never))
        report(`${path}.priceType`, 'oneOf', PRICE_TYPES.join(', '));
      if (
        item.priceType === 'custom' &&
        !(Number.isInteger(item.customPrice) && (item.customPrice as number) >= 1)
      )
        report(`${path}.customPrice`, 'integerMin', '1');
    });
  oneOf(data, 'portfolio.layout', PORTFOLIO_LAYOUTS, report);
  const secondary = at(data, 'portfolio.secondaryImages');
  if (Array.isArray(secondary) && secondary.length > MAX_SECONDARY_IMAGES)
    report('data.portfolio.secondaryImages', 'atMost', String(MAX_SECONDARY_IMAGES));
  oneOf(data, 'frontColor', ['#000000', '#ffffff'], report);
  oneOf(data, 'frame.border.style', BORDER_STYLES, report);
}

/** What is wrong with one block; none when it can join the page as it is. */
export function blockProblems(value: unknown, block: number): BlockProblem[] {
  const problems: BlockProblem[] = [];
  const report: Report = (field, rule, expected) => problems.push({ block, field, rule, expected });
  if (!isJsonObject(value)) return [{ block, field: '', rule: 'notObject' }];
  if (!isBlockType(value.type)) return [{ block, field: 'type', rule: 'unknownType' }];
  if (!isJsonObject(value.data)) return [{ block, field: 'data', rule: 'notObject' }];
  const expected = blockDefaults(value.type);
  // A block saved before it had a frame draws without one.
  if (!('frame' in value.data)) delete expected.frame;
  checkShape(value.data, expected, 'data', report);
  if (problems.length === 0) checkRules(value as unknown as PageElement, report);
  return problems;
}

/** A list of blocks from outside, or what is wrong with it (02 §8: it must be an array). */
export function checkBlocks(value: unknown): { elements: PageElement[]; problems: BlockProblem[] } {
  if (!Array.isArray(value)) return { elements: [], problems: [{ block: -1, field: '', rule: 'notArray' }] };
  const problems = value.flatMap((element, index) => blockProblems(element, index));
  return { elements: problems.length === 0 ? (value as PageElement[]) : [], problems };
}

/** Copies of blocks with new ids: the block's own and every `tracking_id` of its actions (02 §3, import). */
export function withNewIds(elements: readonly PageElement[], newId: () => string): PageElement[] {
  const renew = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(renew);
    if (!isJsonObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === 'tracking_id' ? newId() : renew(inner)]),
    );
  };
  return elements.map((element) => ({ ...element, id: newId(), data: renew(element.data) as BlockData }));
}

const RULE_TEXT: Record<ProblemRule, (expected: string) => string> = {
  notArray: () => 'Imported data is not in the correct format, it must be an array',
  notObject: () => 'not a block',
  unknownType: () => 'is not a block type',
  missing: () => 'is missing',
  kind: (expected) => `should be a ${expected}`,
  integerMin: (expected) => `should be a whole number of at least ${expected}`,
  oneOf: (expected) => `should be one of ${expected}`,
  atMost: (expected) => `holds at most ${expected}`,
  widthRange: (expected) => `should be ${expected} px wide`,
};

/** A problem in English, as the mock backend answers it (the builder words it in the operator's language). */
export function problemInEnglish({ block, field, rule, expected = '' }: BlockProblem): string {
  if (rule === 'notArray') return RULE_TEXT.notArray(expected);
  return `Block ${block + 1}: ${[field, RULE_TEXT[rule](expected)].filter(Boolean).join(' ')}`;
}
