import { useEffect, useState } from 'react';
import { App, Button, Radio, Slider, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { codeRequestOf, downloadCode, useCode } from './codeImage';
import { useT } from 'src/components/useT';

/** 03 §2.4, §9: the sizes offered, and a custom one from 100 to 1000 px. */
const PRESETS = [
  { size: 300, label: 'channel.download.small' },
  { size: 600, label: 'channel.download.default' },
  { size: 1000, label: 'channel.download.large' },
] as const;
const CUSTOM = { min: 100, max: 1000 } as const;

/** Asks for the code at the size chosen, and offers it as a png once it has arrived. */
function PendingDownload({
  path,
  name,
  size,
  onDone,
}: {
  path: string;
  name: string;
  size: number;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { message } = App.useApp();
  const code = useCode(codeRequestOf(path, 'release', size));
  useEffect(() => {
    if (code.status === 'failed') {
      void message.error(intl.formatMessage({ id: 'channel.download.failed' }));
      onDone();
    }
    if (!code.value) return;
    downloadCode(code.value, size, name)
      .catch(() => message.error(intl.formatMessage({ id: 'channel.download.failed' })))
      .finally(onDone);
  }, [code.status, code.value, size, name, onDone, intl, message]);
  return null;
}

/** The download size chooser of a channel card (a png named after the channel). */
export function DownloadCode({ path, name }: { path: string; name: string }) {
  const t = useT();
  const [choice, setChoice] = useState<number | 'custom'>(600);
  const [custom, setCustom] = useState(500);
  const [pending, setPending] = useState<number | null>(null);
  const size = choice === 'custom' ? custom : choice;
  return (
    <Space direction="vertical" style={{ width: 260 }}>
      <Typography.Text strong>{t('channel.download.title', { name })}</Typography.Text>
      <Radio.Group
        value={choice}
        onChange={(event) => setChoice(event.target.value as number | 'custom')}
        options={[
          ...PRESETS.map(({ size: value, label }) => ({ value, label: t(label) })),
          { value: 'custom', label: t('channel.download.custom') },
        ]}
        optionType="button"
        size="small"
      />
      {choice === 'custom' ? (
        <Slider
          min={CUSTOM.min}
          max={CUSTOM.max}
          step={1}
          value={custom}
          onChange={setCustom}
          ariaLabelForHandle={t('channel.download.size')}
        />
      ) : null}
      <Button type="primary" block loading={pending !== null} onClick={() => setPending(size)}>
        {t('channel.download.start', { size })}
      </Button>
      {pending !== null ? (
        <PendingDownload path={path} name={name} size={pending} onDone={() => setPending(null)} />
      ) : null}
    </Space>
  );
}
