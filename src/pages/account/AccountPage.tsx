import { Card, Descriptions, Empty, Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { selectOperator, selectPrivileges, selectSession } from 'src-models/session';
import { useAppSelector } from 'src/store/hooks';

/** Who is signed in and which privileges are in force, and where they came from (the session or the frame). */
export default function AccountPage() {
  const operator = useAppSelector(selectOperator);
  const privileges = useAppSelector(selectPrivileges);
  const fromFrame = useAppSelector(selectSession).framePrivileges !== null;
  return (
    <Card title={<FormattedMessage id="account.title" />}>
      {/* The wide privilege list would squeeze the label column until each Chinese label wrapped one character
          per line: labels keep to one line. */}
      <Descriptions column={1} bordered size="small" styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label={<FormattedMessage id="account.name" />}>{operator?.name}</Descriptions.Item>
        <Descriptions.Item label={<FormattedMessage id="account.email" />}>
          {operator?.email}
        </Descriptions.Item>
        <Descriptions.Item label={<FormattedMessage id="account.privilegeSource" />}>
          <FormattedMessage
            id={fromFrame ? 'account.privilegeSource.frame' : 'account.privilegeSource.session'}
          />
        </Descriptions.Item>
        <Descriptions.Item label={<FormattedMessage id="account.privileges" />}>
          {privileges.length ? (
            <div data-testid="privilege-list" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              {[...privileges].sort().map((name) => (
                <Tag key={name}>{name}</Tag>
              ))}
            </div>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={<FormattedMessage id="account.noPrivileges" />}
            />
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
