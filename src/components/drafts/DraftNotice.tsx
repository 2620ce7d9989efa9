import { Alert, Button, Space } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import type { Draft } from 'src-models/drafts';

/** Offers back what the operator typed before the session expired. */
export function DraftNotice({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const intl = useIntl();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      message={intl.formatMessage({ id: 'editors.draft.title' })}
      description={intl.formatMessage(
        { id: 'editors.draft.body' },
        { time: dayjs(draft.savedAt).format('HH:mm') },
      )}
      action={
        <Space direction="vertical">
          <Button size="small" type="primary" onClick={onRestore}>
            {intl.formatMessage({ id: 'editors.draft.restore' })}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {intl.formatMessage({ id: 'editors.draft.discard' })}
          </Button>
        </Space>
      }
    />
  );
}
