import type { FilterField } from 'src-models/list';
import { trackingEventFields } from 'src-models/tracking';
import { SCENES, sceneName } from './scenes';

/** The 'user' tab's filter fields: the catalogue's, with the scene choices named in the interface language. */
export function eventFilterFields(locale: string): FilterField[] {
  const scenes = SCENES.map((scene) => ({
    value: String(scene.code),
    label: `${scene.code} ${sceneName(scene.code, locale)}`,
    literal: true,
  }));
  return trackingEventFields.filterFields.map((field) =>
    field.type === 'scene' ? { ...field, options: scenes } : field,
  );
}
