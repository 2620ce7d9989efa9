import { lazy, memo, Suspense, useState } from 'react';
import { App, Button, Card, Popover, Space, Tooltip, Typography } from 'antd';
import {
  CopyOutlined,
  DiffOutlined,
  DownloadOutlined,
  BarChartOutlined,
  EditOutlined,
  ExperimentOutlined,
  InfoCircleOutlined,
} from '@ant-design/icons';
import { splitPath } from 'config/channels/rules';
import { PRIVILEGES } from 'config/privileges';
import type { Channel } from 'src-services/channels';
import { formatDate, newRequestId } from 'src-models/common';
import { schemeActions, urlLinkActions } from 'src-models/channels';
import { selectCan } from 'src-models/session';
import { selectWxaCode } from 'src-models/wxaPreview';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { CodeImage, codeRequestOf } from './codeImage';
import { CompareDialog } from './CompareDialog';
import { DownloadCode } from './DownloadCode';
import { useT } from 'src/components/useT';

// The drawer brings the tracking dashboard and its charts: loaded when a card's Data action first opens it.
const ChannelDataDrawer = lazy(
  () => import(/* webpackChunkName: "channel-data-drawer" */ './ChannelDataDrawer'),
);

/** The drawer is the channel's share of Channel Data, shown by the tracking dashboard: both gates hold. */
const DATA_DRAWER = [`${PRIVILEGES.channelData}+${PRIVILEGES.trackingSearch}`];

/** 03 §2.4: the code is drawn 250 square on a card; the beta code 200 wide. */
const CARD_CODE = 250;
const BETA_CODE = 200;

/** 03 §2.4: the card writes its date YYYY/MM/DD (UTC+8, as every date). */
const NAME_STYLE = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

const updatedOn = (seconds: number) => formatDate(seconds).replaceAll('-', '/');

const isHttp = (url: string | undefined): url is string => Boolean(url && /^https?:\/\//i.test(url));
const isScheme = (url: string | undefined): url is string => Boolean(url && /^weixin:\/\//i.test(url));

/** What hovering (or focusing) the code shows: the URL link, the scheme, the page path and a note. */
function LinksPanel({ channel, canSave }: { channel: Channel; canSave: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const copyable = (text: string) => ({
    text,
    tooltips: [t('channel.links.copy'), t('channel.links.copied')],
  });
  const generate = (actions: typeof urlLinkActions) =>
    dispatch(actions.requested({ requestId: newRequestId(), id: channel.id }));
  return (
    <Space direction="vertical" size={8} style={{ width: 300 }}>
      <div>
        <Typography.Text strong>{t('channel.links.urlLink')}</Typography.Text>
        <div>
          {isHttp(channel.wechat_url_link) ? (
            <Typography.Text copyable={copyable(channel.wechat_url_link)}>
              {channel.wechat_url_link}
            </Typography.Text>
          ) : canSave ? (
            <Button size="small" onClick={() => generate(urlLinkActions)}>
              {t('channel.links.generateUrlLink')}
            </Button>
          ) : (
            <Typography.Text type="secondary">-</Typography.Text>
          )}
        </div>
      </div>
      <div>
        <Typography.Text strong>{t('channel.links.scheme')}</Typography.Text>
        <div>
          {isScheme(channel.wechat_scheme) ? (
            <Typography.Text copyable={copyable(channel.wechat_scheme)}>
              {channel.wechat_scheme}
            </Typography.Text>
          ) : canSave ? (
            <Button size="small" onClick={() => generate(schemeActions)}>
              {t('channel.links.generateScheme')}
            </Button>
          ) : (
            <Typography.Text type="secondary">-</Typography.Text>
          )}
        </div>
      </div>
      <div>
        <Typography.Text strong>{t('channel.links.path')}</Typography.Text>
        <div>
          <Typography.Text copyable={copyable(channel.path)} style={{ wordBreak: 'break-all' }}>
            {channel.path}
          </Typography.Text>
        </div>
      </div>
      <Typography.Text type="secondary">{t('channel.links.note')}</Typography.Text>
    </Space>
  );
}

function BetaCode({ channel }: { channel: Channel }) {
  const t = useT();
  const { page, params } = splitPath(channel.path);
  return (
    <Space direction="vertical" style={{ width: BETA_CODE + 40 }}>
      <Typography.Text strong>{t('channel.beta.title')}</Typography.Text>
      <CodeImage
        request={codeRequestOf(channel.path, 'trial', BETA_CODE)}
        shown={BETA_CODE}
        alt={t('channel.beta.alt', { name: channel.name })}
      />
      <Typography.Text>
        {t('channel.beta.path')}: <Typography.Text code>{page}</Typography.Text>
      </Typography.Text>
      <Typography.Text style={{ wordBreak: 'break-all' }}>
        {t('channel.beta.query')}:{' '}
        <Typography.Text code>{params.map(({ key, value }) => `${key}=${value}`).join('&')}</Typography.Text>
      </Typography.Text>
    </Space>
  );
}

interface Props {
  channel: Channel;
  canSave: boolean;
  onEdit: (channel: Channel) => void;
}

/**
 * One channel of the grid (03 §2.4): its name (full in a tooltip), the update day, its description in a popover,
 * the code (hover or focus for its links), and copy path, compare, its data (a drawer), download, beta code and
 * edit.
 */
export const ChannelCard = memo(function ChannelCard({ channel, canSave, onEdit }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [comparing, setComparing] = useState(false);
  const [showingData, setShowingData] = useState(false);
  const canSeeData = useAppSelector((state) => selectCan(state, DATA_DRAWER));
  // The card's own code (CodeImage asks for it), the first picture a comparison starts from.
  const code = useAppSelector((state) => selectWxaCode(state, codeRequestOf(channel.path)));
  const copyPath = async () => {
    await navigator.clipboard.writeText(channel.path);
    void message.success(t('channel.card.pathCopied', { path: channel.path }));
  };
  const action = (key: string, label: string, icon: React.ReactNode, props: object) => (
    <Tooltip key={key} title={label}>
      <Button type="text" size="small" icon={icon} aria-label={`${label} ${channel.name}`} {...props} />
    </Tooltip>
  );
  return (
    <Card
      size="small"
      title={
        <Tooltip title={channel.name}>
          {/* Cut by CSS: antd's ellipsis measures each title with a forced layout, 100+ ms for a group's cards. */}
          <span style={NAME_STYLE}>{channel.name}</span>
        </Tooltip>
      }
      extra={
        <Popover
          title={t('channel.card.description')}
          content={
            <div style={{ maxWidth: 280 }}>{channel.description || t('channel.card.noDescription')}</div>
          }
        >
          <Button
            type="text"
            size="small"
            icon={<InfoCircleOutlined />}
            aria-label={`${t('channel.card.description')} ${channel.name}`}
          />
        </Popover>
      }
      actions={[
        action('copy', t('channel.card.copyPath'), <CopyOutlined />, { onClick: copyPath }),
        action('compare', t('channel.card.compare'), <DiffOutlined />, { onClick: () => setComparing(true) }),
        ...(canSeeData
          ? [
              action('data', t('channel.card.data'), <BarChartOutlined />, {
                onClick: () => setShowingData(true),
                'aria-label': t('channel.drawer.title', { name: channel.name }),
              }),
            ]
          : []),
        <Popover
          key="download"
          trigger="click"
          content={<DownloadCode path={channel.path} name={channel.name} />}
        >
          <Tooltip title={t('channel.card.download')}>
            <Button
              type="text"
              size="small"
              icon={<DownloadOutlined />}
              aria-label={`${t('channel.card.download')} ${channel.name}`}
            />
          </Tooltip>
        </Popover>,
        <Popover key="beta" trigger="click" content={<BetaCode channel={channel} />} destroyOnHidden>
          <Tooltip title={t('channel.card.beta')}>
            <Button
              type="text"
              size="small"
              icon={<ExperimentOutlined />}
              aria-label={`${t('channel.card.beta')} ${channel.name}`}
            />
          </Tooltip>
        </Popover>,
        ...(canSave
          ? [action('edit', t('channel.card.edit'), <EditOutlined />, { onClick: () => onEdit(channel) })]
          : []),
      ]}
    >
      <Popover content={<LinksPanel channel={channel} canSave={canSave} />} title={channel.name}>
        <button
          type="button"
          aria-label={t('channel.card.links', { name: channel.name })}
          style={{
            display: 'block',
            margin: '0 auto',
            padding: 0,
            border: 0,
            background: 'none',
            cursor: 'pointer',
          }}
        >
          <CodeImage
            request={codeRequestOf(channel.path)}
            shown={CARD_CODE}
            alt={t('channel.card.codeAlt', { name: channel.name })}
          />
        </button>
      </Popover>
      <Typography.Text type="secondary">
        {t('channel.card.updated', { date: updatedOn(channel.updated_at) })}
      </Typography.Text>
      {comparing ? <CompareDialog first={code.value} onClose={() => setComparing(false)} /> : null}
      {showingData ? (
        <Suspense fallback={null}>
          <ChannelDataDrawer channel={channel} onClose={() => setShowingData(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
});
