import { useEffect } from 'react';
import { Spin, Typography } from 'antd';
import { useIntl } from 'react-intl';
import {
  selectWxaCode,
  wxaPreviewActions,
  type WxaCodeRequest,
  type WxaEnvVersion,
} from 'src-models/wxaPreview';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

/** WeChat draws codes 280 to 1280 px wide; smaller or larger ones are scaled from the nearest it draws. */
const DRAWN = { min: 280, max: 1280 } as const;
export const drawnWidth = (size: number) => Math.min(DRAWN.max, Math.max(DRAWN.min, Math.round(size)));

/** The code request of a channel's path (release version unless told), at the width WeChat draws it. */
export const codeRequestOf = (path: string, env_version: WxaEnvVersion = 'release', width?: number) => ({
  path,
  env_version,
  ...(width === undefined ? {} : { width: drawnWidth(width) }),
});

/** A channel's code as a data URL once loaded (asked for when first shown; kept for the next time). */
export function useCode(request: WxaCodeRequest) {
  const dispatch = useAppDispatch();
  const code = useAppSelector((state) => selectWxaCode(state, request));
  const { path, env_version, width } = request;
  useEffect(() => {
    if (code.status === 'idle') dispatch(wxaPreviewActions.codeRequested({ path, env_version, width }));
  }, [code.status, dispatch, path, env_version, width]);
  return {
    ...code,
    retry: () => dispatch(wxaPreviewActions.codeRequested({ path, env_version, width })),
  };
}

interface Props {
  request: WxaCodeRequest;
  /** Shown this many pixels square (03 §2.4: 250 on a card). */
  shown: number;
  alt: string;
}

/** A channel's mini-program code, drawn square at `shown` px; a failure says so and offers Retry. */
export function CodeImage({ request, shown, alt }: Props) {
  const intl = useIntl();
  const code = useCode(request);
  if (code.value)
    return (
      <img
        src={code.value}
        width={shown}
        height={shown}
        alt={alt}
        style={{ maxWidth: '100%', height: 'auto' }}
      />
    );
  return (
    <div
      style={{ width: shown, height: shown, display: 'grid', placeItems: 'center', margin: '0 auto' }}
      role="img"
      aria-label={alt}
      aria-busy={code.status !== 'failed'}
    >
      {code.status === 'failed' ? (
        <Typography.Link onClick={code.retry}>
          {intl.formatMessage({ id: 'channel.card.codeFailed' })} ·{' '}
          {intl.formatMessage({ id: 'channel.retry' })}
        </Typography.Link>
      ) : (
        <Spin />
      )}
    </div>
  );
}

/** The code scaled to `size` px square as a PNG, offered as `<name>.png` (file-saver loads on first use). */
export async function downloadCode(image: string, size: number, name: string): Promise<void> {
  const picture = new Image();
  picture.src = image;
  await picture.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, 0, 0, size, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('No image');
  const { saveAs } = await import('file-saver');
  saveAs(blob, `${name}.png`);
}
