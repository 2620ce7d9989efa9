import { SCENES, sceneName } from './scenes';

describe('the scene table', () => {
  it('has about 130 distinct codes', () => {
    expect(new Set(SCENES.map((scene) => scene.code)).size).toBe(SCENES.length);
    expect(SCENES.length).toBeGreaterThanOrEqual(120);
  });

  it('names a scene in the interface language and shows unknown codes as they are', () => {
    expect(sceneName(1047, 'zh-CN')).toBe('扫描小程序码');
    expect(sceneName(1047, 'en-US')).toBe('Scan mini-program code');
    expect(sceneName(9999, 'en-US')).toBe('9999');
  });
});
