import { useEffect, useState } from 'react';
import { Alert, Segmented, Space, Spin, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { floorPagePath, floorPageWithQuery, floorQuery } from 'src-models/floors';
import {
  selectWxaCode,
  selectWxaLink,
  wxaPreviewActions,
  WXA_ENV_VERSIONS,
  type UrlLinkRequest,
  type WxaCodeRequest,
  type WxaEnvVersion,
} from 'src-models/wxaPreview';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { useT } from 'src/components/useT';

/** 02 §9: the floor editor's preview codes are 300 px wide (400 elsewhere). */
const FLOOR_CODE_WIDTH = 300;
/** Shown at half size: the popover stays small and the code still scans from a screen. */
const SHOWN_WIDTH = 150;

interface Props {
  type: string;
  id: string;
}

/**
 * One version's preview code and URL link, asked for when first shown (and again on Retry); the trial version
 * notes its link's cap (02 §9). Each failure shows in place with what failed and Retry.
 */
export default function PreviewCodePanel({ type, id }: Props) {
  const intl = useIntl();
  const t = useT();
  const dispatch = useAppDispatch();
  const [version, setVersion] = useState<WxaEnvVersion>('release');
  const codeRequest: WxaCodeRequest = {
    path: floorPageWithQuery(type, id),
    env_version: version,
    width: FLOOR_CODE_WIDTH,
  };
  const linkRequest: UrlLinkRequest = {
    path: floorPagePath(type),
    query: floorQuery(id),
    env_version: version,
  };
  const code = useAppSelector((state) => selectWxaCode(state, codeRequest));
  const link = useAppSelector((state) => selectWxaLink(state, linkRequest));
  const askCode = () => dispatch(wxaPreviewActions.codeRequested(codeRequest));
  const askLink = () => dispatch(wxaPreviewActions.linkRequested(linkRequest));

  // Once per page and version: a loaded code is kept for the next opening.
  useEffect(() => {
    if (code.status === 'idle') askCode();
    if (link.status === 'idle') askLink();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked when the page or the version changes
  }, [type, id, version]);

  const versionName = t(`floor.preview.${version}`);
  return (
    <Space direction="vertical" size={12} style={{ width: 280 }}>
      <Segmented<WxaEnvVersion>
        block
        value={version}
        onChange={setVersion}
        options={WXA_ENV_VERSIONS.map((value) => ({ value, label: t(`floor.preview.${value}`) }))}
      />
      {code.status === 'failed' && code.error ? (
        <LoadFailure titleKey="floor.preview.codeFailed" error={code.error} onRetry={askCode} />
      ) : (
        <div style={{ textAlign: 'center', minHeight: SHOWN_WIDTH }}>
          {code.value ? (
            <img
              src={code.value}
              width={SHOWN_WIDTH}
              height={SHOWN_WIDTH}
              alt={intl.formatMessage({ id: 'floor.preview.codeAlt' }, { version: versionName })}
            />
          ) : (
            <Spin />
          )}
        </div>
      )}
      {link.status === 'failed' && link.error ? (
        <LoadFailure titleKey="floor.preview.linkFailed" error={link.error} onRetry={askLink} />
      ) : (
        <div>
          <Typography.Text strong>{t('floor.preview.link')}</Typography.Text>
          <div>
            {link.value ? (
              <Typography.Text
                copyable={{
                  text: link.value,
                  tooltips: [t('floor.preview.copy'), t('floor.preview.copied')],
                }}
              >
                {link.value}
              </Typography.Text>
            ) : (
              <Spin size="small" />
            )}
          </div>
        </div>
      )}
      {version === 'trial' ? <Alert type="info" showIcon message={t('floor.preview.trialCap')} /> : null}
    </Space>
  );
}
