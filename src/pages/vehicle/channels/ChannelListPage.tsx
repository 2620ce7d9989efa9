import { lazy, Suspense, useMemo } from 'react';
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
import { selectCan } from 'src-models/session';
import type { BuyingChannel } from 'src-services/carOptions';
import { useModalEditor } from 'src/components/drafts';
import { catalogueColumns, CreateButton, ListContainer, useConfirmedAction } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { useAppSelector } from 'src/store/hooks';
import { actionsColumn, isShown, statusColumn } from '../shared/cells';

// The form loads when the operator opens it, not with the list.
const ChannelFormModal = lazy(() =>
  import(/* webpackChunkName: "vehicle-channel-form" */ './ChannelFormModal').then((module) => ({
    default: module.ChannelFormModal,
  })),
);

const ROUTE = '/vehicle/channel';

/** Purchase channels (02-operations §2 screen 5, §4): add and edit in a modal, soft delete after a confirmation. */
export default function ChannelListPage() {
  const intl = useIntl();
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.buyingChannelSave]));
  const editing = useModalEditor<ChannelFormValues>(ROUTE, 'buyingChannel');
  const { open } = editing;
  const confirm = useConfirmedAction();

  const columns = useMemo(
    () =>
      catalogueColumns<BuyingChannel>(
        channelFields,
        intl,
        { deleted_flag: statusColumn(intl) },
        actionsColumn<BuyingChannel>(intl, [
          {
            key: 'edit',
            labelKey: 'carOption.edit',
            allowed: canSave,
            shown: isShown,
            run: (channel) => open(channelFormValues(channel)),
          },
          {
            key: 'delete',
            labelKey: 'carOption.delete',
            allowed: canSave,
            shown: isShown,
            danger: true,
            run: (channel) =>
              confirm({
                titleKey: 'carOption.channel.deleteTitle',
                contentKey: 'carOption.channel.deleteConfirm',
                okKey: 'carOption.delete',
                values: { name: channel.name },
                danger: true,
                action: channelSoftDelete.requested(softDeleteRequest(channelInput(channel))),
              }),
          },
        ]),
      ),
    [intl, canSave, open, confirm],
  );

  return (
    <>
      <RouteTabs group="vehicle" />
      {editing.notice}
      <ListContainer<BuyingChannel>
        model={channelList}
        columns={columns}
        filterFields={channelFields.filterFields}
        rowKey="id"
        exportName={{
          sheetName: intl.formatMessage({ id: 'carOption.channel.sheet' }),
          path: 'buying-channels',
        }}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={intl.formatMessage({ id: 'carOption.channel.create' })}
                  onClick={() => open(NEW_WEIGHTED)}
                />,
              ]
            : []
        }
      />
      {editing.editor && (
        <Suspense fallback={null}>
          <ChannelFormModal
            initial={editing.editor.initial}
            restored={editing.editor.restored}
            draftKey={editing.draftKey}
            onClose={editing.close}
          />
        </Suspense>
      )}
    </>
  );
}
