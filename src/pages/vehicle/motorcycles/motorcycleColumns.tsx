import { Button, Image, Tag } from 'antd';
import type { IntlShape } from 'react-intl';
import { isMediaUrl } from 'config/mediaUrl';
import { motorcycleFields } from 'src-models/vehicles';
import type { Motorcycle } from 'src-services/vehicles';
import { catalogueColumns, type ListColumn } from 'src/components/list';
import type { MessageId } from 'src-locales/messageIds';

/** The motorcycle tab's columns: the catalogue's, with the picture, the Online/Offline tag and Edit. */
export function motorcycleColumns(
  intl: IntlShape,
  actions: { canSave: boolean; onEdit: (motorcycle: Motorcycle) => void },
): ListColumn<Motorcycle>[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return catalogueColumns<Motorcycle>(
    motorcycleFields,
    intl,
    {
      image_url: {
        render: (_, motorcycle) =>
          // A stored value that is no image URL is never loaded.
          isMediaUrl(motorcycle.image_url) ? (
            <Image src={motorcycle.image_url} width={72} height={45} style={{ objectFit: 'cover' }} alt="" />
          ) : null,
      },
      disabled: {
        render: (_, motorcycle) =>
          motorcycle.disabled ? (
            <Tag>{t('vehicle.motorcycle.offline')}</Tag>
          ) : (
            <Tag color="green">{t('vehicle.motorcycle.online')}</Tag>
          ),
      },
    },
    actions.canSave
      ? [
          {
            key: 'actions',
            titleKey: 'vehicle.actions',
            fixed: 'right',
            render: (_, motorcycle) => (
              <Button type="link" size="small" onClick={() => actions.onEdit(motorcycle)}>
                {t('vehicle.edit')}
              </Button>
            ),
          },
        ]
      : [],
  );
}
