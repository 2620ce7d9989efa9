import { useMemo } from 'react';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { subscribeMsgFields, subscribeMsgList } from 'src-models/subscribeMsg';
import type { SubscribeMsgActivity } from 'src-services/subscribeMsg';
import { catalogueColumns, ListContainer } from 'src/components/list';
import { linkTo } from 'src/routes/links';
import { SubscribeMsgFrame } from './SubscribeMsgFrame';

/** The subscribe-message activities (03-community-analytics §2.6): name, template, last change; each opens. */
export default function SubscribeMsgListPage() {
  const intl = useIntl();
  const navigate = useNavigate();

  const columns = useMemo(
    () =>
      catalogueColumns<SubscribeMsgActivity>(subscribeMsgFields, intl, {}, [
        {
          key: 'actions',
          titleKey: 'subscribeMsg.field.actions',
          fixed: 'right',
          render: (_, activity) => (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(linkTo('/subscribe-msg-center/actionDetail/:id', { id: activity.id }))}
            >
              {intl.formatMessage({ id: 'subscribeMsg.open' })}
            </Button>
          ),
        },
      ]),
    [intl, navigate],
  );

  return (
    <SubscribeMsgFrame>
      <ListContainer<SubscribeMsgActivity>
        model={subscribeMsgList}
        columns={columns}
        filterFields={subscribeMsgFields.filterFields}
        rowKey="id"
      />
    </SubscribeMsgFrame>
  );
}
