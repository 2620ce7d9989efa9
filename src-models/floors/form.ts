/**
 * The floor editor's Setting tab (02-operations §3, §5): its values, plain and serializable (the schedule as
 * unix seconds) so an unsaved form can be kept as a draft, and the save request. The layout is the page
 * builder's: a save sends back the layout that was loaded.
 */
import type { Floor, FloorInput, FloorLayout, FloorShare } from 'src-services/floors';

export interface FloorFormValues {
  title: string;
  description: string;
  /** Online and offline times, unix seconds. */
  schedule?: [number | null, number | null];
  visible: boolean;
  weight: number;
  share: FloorShare;
}

const EMPTY_SHARE: FloorShare = { disallow_share: false, title: '', path: '', description: '', image: '' };

export const NEW_FLOOR: FloorFormValues = {
  title: '',
  description: '',
  schedule: undefined,
  visible: true,
  weight: 0,
  share: EMPTY_SHARE,
};

/** What the editor shows for the floor at `id` (none: a new one): the stored floor once it is that floor. */
export function floorFormValues(floor: Floor | null, id: string | null): FloorFormValues {
  if (!floor || !id || floor.id !== id) return NEW_FLOOR;
  return {
    title: floor.title,
    description: floor.description ?? '',
    schedule:
      floor.online_at !== null || floor.offline_at !== null ? [floor.online_at, floor.offline_at] : undefined,
    visible: floor.visible,
    weight: floor.weight ?? 0,
    share: { ...EMPTY_SHARE, ...floor.share },
  };
}

/** A new floor is created without an id and with an empty layout; an existing one keeps its own. */
export function floorSaveRequest(
  values: FloorFormValues,
  target: { id: string | null; type: string; layout?: FloorLayout },
): FloorInput {
  const [begin, end] = values.schedule ?? [];
  const share = { ...EMPTY_SHARE, ...values.share };
  return {
    ...(target.id ? { id: target.id } : {}),
    type: target.type,
    title: (values.title ?? '').trim(),
    description: (values.description ?? '').trim(),
    visible: values.visible ?? true,
    online_at: begin ?? null,
    offline_at: end ?? null,
    weight: values.weight ?? 0,
    share: {
      disallow_share: Boolean(share.disallow_share),
      title: share.title.trim(),
      path: share.path.trim(),
      description: share.description.trim(),
      image: share.image ?? '',
    },
    layout: target.layout ?? { elements: [] },
  };
}
