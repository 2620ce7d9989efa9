import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import {
  channelFields,
  channelFormValues,
  channelInput,
  channelList,
  channelSoftDelete,
  NEW_WEIGHTED,
  softDeleteRequest,
  type ChannelFormValues,
} from 'src-models/carOptions';
import type { BuyingChannel } from 'src-services/carOptions';
import { useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { CrudList } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { isShown, statusColumn } from '../shared/cells';

// The form loads when the operator opens it, not with the list.
const ChannelFormModal = lazyNamed(
  () => import(/* webpackChunkName: "vehicle-channel-form" */ './ChannelFormModal'),
  'ChannelFormModal',
);

const ROUTE = '/vehicle/channel';

/** Purchase channels (02-operations §2 screen 5, §4): add and edit in a modal, soft delete after a confirmation. */
export default function ChannelListPage() {
  const intl = useIntl();
  const editing = useModalEditor<ChannelFormValues>(ROUTE, 'buyingChannel');

  return (
    <>
      <RouteTabs group="vehicle" />
      <CrudList<BuyingChannel, ChannelFormValues>
        model={channelList}
        fields={channelFields}
        rowKey="id"
        exportName={{
          sheetName: intl.formatMessage({ id: 'carOption.channel.sheet' }),
          path: 'buying-channels',
        }}
        overrides={{ deleted_flag: statusColumn(intl) }}
        edit={{
          editing,
          requirement: [PRIVILEGES.buyingChannelSave],
          toValues: channelFormValues,
          shown: isShown,
          create: { labelKey: 'carOption.channel.create', values: () => NEW_WEIGHTED },
        }}
        remove={{
          requirement: [PRIVILEGES.buyingChannelSave],
          titleKey: 'carOption.channel.deleteTitle',
          contentKey: 'carOption.channel.deleteConfirm',
          shown: isShown,
          action: (channel) => channelSoftDelete.requested(softDeleteRequest(channelInput(channel))),
        }}
        form={ChannelFormModal}
      />
    </>
  );
}
