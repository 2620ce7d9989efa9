import { Button, Image, Space, Tag } from 'antd';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { isMediaUrl } from 'config/mediaUrl';
import { regionLabel } from 'config/regions';
import { storeFields } from 'src-models/stores';
import type { Store } from 'src-services/stores';
import { catalogueColumns, type ListColumn } from 'src/components/list';
import type { MessageId } from 'src-locales/messageIds';
import { linkTo } from 'src/routes/links';

export interface StoreRowActions {
  canSave: boolean;
  /** Whether the operator may open a store's staff list. */
  canSeeStaff: boolean;
  onEdit: (store: Store) => void;
}

/** The store list's columns: the catalogue's, with the store's own cells, Edit and the link to its staff. */
export function storeColumns(intl: IntlShape, actions: StoreRowActions): ListColumn<Store>[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  const region = (name: unknown) => (typeof name === 'string' ? regionLabel(name, intl.locale) : '');
  return catalogueColumns<Store>(
    storeFields,
    intl,
    {
      cover_image: {
        render: (_, store) =>
          // A stored value that is no image URL is never loaded.
          isMediaUrl(store.cover_image) ? (
            <Image src={store.cover_image} width={64} height={40} style={{ objectFit: 'cover' }} alt="" />
          ) : null,
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
    },
    [
      {
        key: 'actions',
        titleKey: 'store.field.actions',
        fixed: 'right',
        render: (_, store) => (
          <Space size={0}>
            {actions.canSave && (
              <Button type="link" size="small" onClick={() => actions.onEdit(store)}>
                {t('store.edit')}
              </Button>
            )}
            {actions.canSeeStaff && (
              <Link to={linkTo('/store/:id', { id: store.id })} className="ant-btn ant-btn-link ant-btn-sm">
                {t('store.staff')}
              </Link>
            )}
          </Space>
        ),
      },
    ],
  );
}
