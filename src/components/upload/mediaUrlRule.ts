import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import { isMediaUrl } from 'config/mediaUrl';
import type { MessageId } from 'src-locales/messageIds';

const MESSAGE: MessageId = 'validation.mediaUrl';

/**
 * The form rule of every image and video URL field (config/mediaUrl.ts): an uploaded file or an http(s) URL. A
 * field's value normally comes from an upload; a stored record or a kept draft may bring anything else. An empty
 * field is left to its `required` rule.
 */
export function mediaUrlRule(intl: IntlShape): FormRule {
  return {
    validator: (_, value: unknown) => {
      const urls = (Array.isArray(value) ? value : [value]).filter(
        (url) => url !== undefined && url !== null,
      );
      return urls.every((url) => url === '' || (typeof url === 'string' && isMediaUrl(url)))
        ? Promise.resolve()
        : Promise.reject(new Error(intl.formatMessage({ id: MESSAGE })));
    },
  };
}
