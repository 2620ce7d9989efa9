/**
 * What a floor create or update must hold (02-operations §3, §5), with the words the floor form shows in English:
 * title, description and the online/offline times required, the offline time after the online one, a whole
 * weight of at least 0, the share settings and a layout with a list of elements.
 */
import { isMediaUrl, MEDIA_URL_MESSAGE } from '../../config/mediaUrl';
import type { FloorInput, FloorShare } from '../../src-services/floors';
import { isPlainObject } from '../lib/body';
import { badRequest } from '../lib/errors';
import { checkBlocks, problemInEnglish } from '../../config/pageBuilder/validate';

export const FLOOR_MESSAGES = {
  body: 'The floor must be an object',
  type: 'The floor type must be lower-case letters, digits, "-" or "_"',
  titleRequired: 'Please input the title',
  descriptionRequired: 'Please input the description',
  scheduleRequired: 'Please choose the online and offline times',
  scheduleOrder: 'The offline time must be after the online time',
  visible: 'Visible must be true or false',
  weight: 'The weight must be a whole number of at least 0',
  share: 'The share settings must be an object',
  shareText: (key: string) => `The share ${key} must be text`,
  disallowShare: 'Disallow sharing must be true or false',
  layout: 'The layout must hold a list of elements',
} as const;

export const FLOOR_TYPE = /^[a-z][a-z0-9_-]{0,31}$/;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readShare(value: unknown): FloorShare {
  if (value === undefined || value === null)
    return { disallow_share: false, title: '', path: '', description: '', image: '' };
  if (!isPlainObject(value)) throw badRequest(FLOOR_MESSAGES.share);
  if (value.disallow_share !== undefined && typeof value.disallow_share !== 'boolean')
    throw badRequest(FLOOR_MESSAGES.disallowShare);
  const text = (key: 'title' | 'path' | 'description' | 'image'): string => {
    const entry = value[key];
    if (entry === undefined || entry === null) return '';
    if (typeof entry !== 'string') throw badRequest(FLOOR_MESSAGES.shareText(key));
    return entry.trim();
  };
  const image = text('image');
  if (image && !isMediaUrl(image)) throw badRequest(MEDIA_URL_MESSAGE);
  return {
    disallow_share: value.disallow_share === true,
    title: text('title'),
    path: text('path'),
    description: text('description'),
    image,
  };
}

/** A floor as saved: the times are required (02 §5). */
export type SavedFloorInput = Omit<FloorInput, 'id' | 'online_at' | 'offline_at'> & {
  online_at: number;
  offline_at: number;
};

/** The floor a body describes, or a 400 envelope naming its first problem. */
export function readFloorInput(body: unknown): SavedFloorInput {
  if (!isPlainObject(body)) throw badRequest(FLOOR_MESSAGES.body);
  if (typeof body.type !== 'string' || !FLOOR_TYPE.test(body.type)) throw badRequest(FLOOR_MESSAGES.type);
  if (!filled(body.title)) throw badRequest(FLOOR_MESSAGES.titleRequired);
  if (!filled(body.description)) throw badRequest(FLOOR_MESSAGES.descriptionRequired);
  if (!isTime(body.online_at) || !isTime(body.offline_at)) throw badRequest(FLOOR_MESSAGES.scheduleRequired);
  if (body.offline_at <= body.online_at) throw badRequest(FLOOR_MESSAGES.scheduleOrder);
  if (body.visible !== undefined && typeof body.visible !== 'boolean')
    throw badRequest(FLOOR_MESSAGES.visible);
  const weight = body.weight ?? 0;
  if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 0)
    throw badRequest(FLOOR_MESSAGES.weight);
  const layout = body.layout ?? { elements: [] };
  if (!isPlainObject(layout) || !Array.isArray(layout.elements)) throw badRequest(FLOOR_MESSAGES.layout);
  // The page builder's own check of every block (config/pageBuilder/validate.ts).
  const [problem] = checkBlocks(layout.elements).problems;
  if (problem) throw badRequest(problemInEnglish(problem));
  return {
    type: body.type,
    title: body.title.trim(),
    description: body.description.trim(),
    visible: body.visible !== false,
    online_at: body.online_at,
    offline_at: body.offline_at,
    weight,
    share: readShare(body.share),
    layout: { elements: layout.elements as unknown[] },
  };
}
