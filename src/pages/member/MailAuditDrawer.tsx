import { useMemo } from 'react';
import { Drawer, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { mailAuditFields, mailAuditList } from 'src-models/members';
import type { MailAudit, MailStatus } from 'src-services/members';
import { catalogueColumns, ListContainer } from 'src/components/list';
import { RichTextView } from 'src/components/richText';
import { useT } from 'src/components/useT';

const STATUS_COLOR: Record<MailStatus, string> = { succeed: 'success', failed: 'error', pending: 'blue' };

/**
 * The e-mail audit (02-operations §2 screen 9, §3): subject, from, to, the status as a tag, the content as the
 * mail had it but sanitized (a mail's markup never runs in the back office), and when it was sent.
 */
export function MailAuditDrawer({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = useT();

  const columns = useMemo(
    () =>
      catalogueColumns<MailAudit>(mailAuditFields, intl, {
        to: { render: (_, mail) => mail.to.join(', ') },
        status: {
          render: (_, mail) => (
            <Tag color={STATUS_COLOR[mail.status]}>
              {intl.formatMessage({ id: `member.mail.status.${mail.status}` })}
            </Tag>
          ),
        },
        content: {
          render: (_, mail) => (
            <RichTextView
              html={mail.content}
              label={intl.formatMessage({ id: 'member.mail.contentOf' }, { subject: mail.subject })}
              style={{ maxHeight: 96, maxWidth: 360, overflow: 'auto' }}
            />
          ),
        },
      }),
    [intl],
  );

  return (
    <Drawer open onClose={onClose} title={t('member.mail.title')} width="80%" destroyOnHidden>
      <ListContainer<MailAudit>
        model={mailAuditList}
        columns={columns}
        filterFields={mailAuditFields.filterFields}
        rowKey="id"
        stateInUrl={false}
      />
    </Drawer>
  );
}
