import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Modal, Segmented, Slider, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { diffPixels } from './pixelDiff';
import { useT } from 'src/components/useT';

type View = 'side' | 'slider' | 'difference';
type Pictures = [string | null, string | null];

/** The size both pictures are compared at (the first one's, at most this wide). */
const MAX_WIDTH = 480;

/** The file as a data URL (read as bytes: FileReader takes only the page's own Blob class). */
async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${file.type};base64,${btoa(binary)}`;
}

const loadPicture = async (source: string) => {
  const picture = new Image();
  picture.src = source;
  await picture.decode();
  return picture;
};

/** Both pictures drawn at the first one's size; the pixels that differ painted red, and how many. */
function DifferenceView({ pictures }: { pictures: [string, string] }) {
  const intl = useIntl();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [count, setCount] = useState<{ count: number; total: number } | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all(pictures.map(loadPicture)).then(([first, second]) => {
      const target = canvas.current;
      const context = target?.getContext('2d', { willReadFrequently: true });
      if (!current || !target || !context) return;
      const scale = Math.min(1, MAX_WIDTH / first.naturalWidth);
      const width = Math.max(1, Math.round(first.naturalWidth * scale));
      const height = Math.max(1, Math.round(first.naturalHeight * scale));
      target.width = width;
      target.height = height;
      const read = (picture: HTMLImageElement) => {
        context.clearRect(0, 0, width, height);
        context.drawImage(picture, 0, 0, width, height);
        return context.getImageData(0, 0, width, height).data;
      };
      const diff = diffPixels(read(first), read(second));
      context.putImageData(new ImageData(diff.mask, width, height), 0, 0);
      setCount({ count: diff.count, total: diff.total });
    });
    return () => {
      current = false;
    };
  }, [pictures]);
  return (
    <Space direction="vertical" align="center" style={{ width: '100%' }}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={intl.formatMessage({ id: 'channel.compare.differenceAlt' })}
        style={{ maxWidth: '100%' }}
      />
      {count ? (
        <Typography.Text data-testid="difference-count">
          {intl.formatMessage(
            { id: 'channel.compare.count' },
            { count: count.count, percent: ((count.count / count.total) * 100).toFixed(2) },
          )}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** The second picture over the first, shown up to where the slider says. */
function SliderView({ pictures }: { pictures: [string, string] }) {
  const intl = useIntl();
  const [split, setSplit] = useState(50);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <div style={{ position: 'relative', width: 'fit-content', maxWidth: '100%', margin: '0 auto' }}>
        <img
          src={pictures[0]}
          alt={intl.formatMessage({ id: 'channel.compare.first' })}
          style={{ display: 'block', maxWidth: MAX_WIDTH, width: '100%' }}
        />
        <img
          src={pictures[1]}
          alt={intl.formatMessage({ id: 'channel.compare.second' })}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'fill',
            clipPath: `inset(0 ${100 - split}% 0 0)`,
          }}
        />
      </div>
      <Slider
        min={0}
        max={100}
        value={split}
        onChange={setSplit}
        ariaLabelForHandle={intl.formatMessage({ id: 'channel.compare.split' })}
      />
    </Space>
  );
}

interface Props {
  /** The first picture to start from (the channel's code), as a data URL. */
  first?: string | null;
  onClose: () => void;
}

/**
 * Compares two pictures (03 §2.4 compare dialog, issue 18): side by side, the second over the first with a
 * slider, or the pixels that differ painted red with their count. Image files only.
 */
export function CompareDialog({ first = null, onClose }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [pictures, setPictures] = useState<Pictures>([first, null]);
  const [view, setView] = useState<View>('side');

  const choose = (slot: 0 | 1) => (file: File) => {
    if (!file.type.startsWith('image/')) {
      void message.error(t('channel.compare.imagesOnly'));
      return Upload.LIST_IGNORE;
    }
    void dataUrlOf(file).then((url) =>
      setPictures((current) => {
        const next: Pictures = [...current];
        next[slot] = url;
        return next;
      }),
    );
    return false;
  };

  // One array per pair chosen: the views redraw when a picture changes, not on every render.
  const both = useMemo(
    () => (pictures[0] && pictures[1] ? ([pictures[0], pictures[1]] as [string, string]) : null),
    [pictures],
  );
  return (
    <Modal
      open
      title={t('channel.compare.title')}
      width={760}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          {([0, 1] as const).map((slot) => (
            <Upload key={slot} accept="image/*" showUploadList={false} beforeUpload={choose(slot)}>
              <Button icon={<UploadOutlined />}>
                {t(slot === 0 ? 'channel.compare.chooseFirst' : 'channel.compare.chooseSecond')}
              </Button>
            </Upload>
          ))}
        </Space>
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'side', label: t('channel.compare.side') },
            { value: 'slider', label: t('channel.compare.slider') },
            { value: 'difference', label: t('channel.compare.difference') },
          ]}
        />
        {view === 'side' || !both ? (
          <Space align="start" wrap style={{ width: '100%', justifyContent: 'center' }}>
            {pictures.map((picture, slot) =>
              picture ? (
                <img
                  key={slot}
                  src={picture}
                  alt={t(slot === 0 ? 'channel.compare.first' : 'channel.compare.second')}
                  style={{ maxWidth: 340, width: '100%' }}
                />
              ) : (
                <Typography.Text key={slot} type="secondary" style={{ width: 340, textAlign: 'center' }}>
                  {t(slot === 0 ? 'channel.compare.noFirst' : 'channel.compare.noSecond')}
                </Typography.Text>
              ),
            )}
          </Space>
        ) : view === 'slider' ? (
          <SliderView pictures={both} />
        ) : (
          <DifferenceView pictures={both} />
        )}
      </Space>
    </Modal>
  );
}
