import { Alert, Card, Descriptions, Typography } from 'antd';
import type { SubscribeTemplate } from 'src-services/lookups';
import { LoadFailure } from 'src/components/loadFailure';
import { useLookup } from 'src/components/selectors';
import { SubscribeMsgLoading } from './SubscribeMsgFrame';
import { useT } from 'src/components/useT';

const MULTILINE = { whiteSpace: 'pre-wrap', margin: 0 } as const;

/** The activity's template as the provider describes it (gettemplate, 03-community-analytics §3, §7). */
export function TemplateCard({ tplId }: { tplId: string }) {
  const t = useT();
  const { entry, reload } = useLookup({ kind: 'subscribeTemplates' });
  const template = (entry.items as SubscribeTemplate[]).find((candidate) => candidate.priTmplId === tplId);

  let body;
  if (entry.status === 'failed' && entry.error)
    body = <LoadFailure titleKey="subscribeMsg.template.loadFailed" error={entry.error} onRetry={reload} />;
  else if (entry.status !== 'succeeded') body = <SubscribeMsgLoading />;
  else if (!template)
    body = <Alert type="warning" showIcon message={t('subscribeMsg.template.missing', { id: tplId })} />;
  else
    body = (
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('subscribeMsg.template.title')}>{template.title}</Descriptions.Item>
        <Descriptions.Item label={t('subscribeMsg.template.content')}>
          <Typography.Paragraph style={MULTILINE}>{template.content}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('subscribeMsg.template.example')}>
          <Typography.Paragraph style={MULTILINE}>{template.example ?? ''}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
    );
  return (
    <Card size="small" title={t('subscribeMsg.template.heading')}>
      {body}
    </Card>
  );
}
