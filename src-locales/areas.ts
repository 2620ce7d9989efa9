import enAreas from './en-US/areas';
import zhAreas from './zh-CN/areas';
import { platformMessages, type Messages } from './index';

/**
 * Both languages' messages at once, for tests and the checks over the registries; the app loads only the shown
 * language's (signedIn.ts).
 */
export const areaMessages: Messages = { 'en-US': enAreas, 'zh-CN': zhAreas };

/** Everything the signed-in part shows: the platform's messages and the areas'. */
export const signedInMessages: Messages = {
  'en-US': { ...platformMessages['en-US'], ...areaMessages['en-US'] },
  'zh-CN': { ...platformMessages['zh-CN'], ...areaMessages['zh-CN'] },
};
