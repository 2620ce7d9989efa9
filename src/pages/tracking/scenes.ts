/**
 * The dashboard's view of the scene table (config/trackingScenes.ts, shared with the mock): names in the
 * interface language.
 */
import { sceneByCode } from 'config/trackingScenes';

export { SCENES, sceneByCode, type Scene } from 'config/trackingScenes';

/** The name in the interface language (Chinese when the locale is zh, 03 §9); unknown codes show as the code. */
export function sceneName(code: number | string, locale: string): string {
  const scene = sceneByCode(code);
  if (!scene) return String(code);
  return locale.startsWith('zh') ? scene.zh : scene.en;
}
