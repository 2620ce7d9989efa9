import { useMemo, useState } from 'react';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { bannerFileProblem } from 'config/coupons';
import { isMediaUrl } from 'config/mediaUrl';
import { createUploader } from 'src-models/uploads';
import { describeError, toErrorInfo } from 'src-services/errors';
import { useAppDispatch } from 'src/store/hooks';

interface Props {
  id?: string;
  value?: string;
  onChange?: (url: string | undefined) => void;
}

/**
 * The coupon banner (01-platform §5): one jpg, png or gif of at most 2M, uploaded to the upload center; the
 * field's value is the image URL. A refused file says why right under the control.
 */
export function BannerUpload({ id, value, onChange }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const upload = useMemo(() => createUploader(dispatch), [dispatch]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const accept = (file: File): boolean => {
    const refused = bannerFileProblem(file);
    setProblem(refused && intl.formatMessage({ id: `coupon.rule.${refused}` }));
    return !refused;
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value && (
        <Space align="start">
          {/* A stored value that is no image URL can still be removed, but is never loaded. */}
          {isMediaUrl(value) && (
            <Image src={value} width={240} height={151} style={{ objectFit: 'cover' }} alt="" />
          )}
          <Button
            aria-label={intl.formatMessage({ id: 'coupon.form.removeBanner' })}
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(undefined)}
          />
        </Space>
      )}
      <Upload
        accept=".jpg,.jpeg,.png,.gif"
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => (accept(file) ? true : Upload.LIST_IGNORE)}
        customRequest={({ file, onSuccess, onError }) => {
          const blob = file as File;
          setUploading(true);
          upload(blob, blob.name)
            .then((result) => {
              onChange?.(result.url);
              onSuccess?.(result);
            })
            .catch((error: unknown) => {
              const text = describeError(toErrorInfo(error), 'coupon.rule.uploadError');
              setProblem('key' in text ? intl.formatMessage({ id: text.key }) : text.text);
              onError?.(error as Error);
            })
            .finally(() => setUploading(false));
        }}
      >
        <Button id={id} icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
          {intl.formatMessage({ id: 'coupon.form.upload' })}
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        {intl.formatMessage({ id: 'coupon.form.bannerHint' })}
      </Typography.Text>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Space>
  );
}
