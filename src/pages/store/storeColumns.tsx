import { Tag } from 'antd';
import type { IntlShape } from 'react-intl';
import { isMediaUrl } from 'config/mediaUrl';
import { regionLabel } from 'config/regions';
import type { Store } from 'src-services/stores';
import type { ColumnOverride } from 'src/components/list';
import { Thumbnail } from 'src/components/picture/Thumbnails';
import type { MessageId } from 'src-locales/messageIds';

/** The store list's own cells: the cover, the region's names, the dealer e-mails and the state. */
export function storeOverrides(intl: IntlShape): Partial<Record<string, ColumnOverride<Store>>> {
  const t = (id: MessageId) => intl.formatMessage({ id });
  const region = (name: unknown) => (typeof name === 'string' ? regionLabel(name, intl.locale) : '');
  return {
    cover_image: {
      render: (_, store) =>
        // A stored value that is no image URL is never loaded.
        isMediaUrl(store.cover_image) ? <Thumbnail src={store.cover_image} width={64} height={40} /> : null,
    },
    province: { render: (_, store) => region(store.province) },
    city: { render: (_, store) => region(store.city) },
    dealer_mails: { render: (_, store) => store.dealer_mails.join(', ') },
    disabled: {
      render: (_, store) =>
        store.disabled ? (
          <Tag>{t('store.status.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('store.status.enabled')}</Tag>
        ),
    },
  };
}
