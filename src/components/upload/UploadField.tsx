import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { App, Modal, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UploadResult } from 'src-services/types';
import {
  acceptAttribute,
  checkFile,
  DEFAULT_LIST_MAX,
  isUploaded,
  mediaKindOfUrl,
  type AcceptKind,
} from './uploadRules';
import { useUploader } from './useUploader';

export interface UploadFieldProps {
  /** The uploaded file's URL (single mode) or URLs (list mode). */
  value?: string | string[] | null;
  onChange?: (value: string | string[] | undefined) => void;
  /** `single` holds one file; `list` up to `maxCount` (10 by default). */
  mode?: 'single' | 'list';
  /** Which files are accepted: images (jpg, png, gif, 2M), videos (mp4, 3gp, m3u8, 40M), or both. */
  accept?: AcceptKind;
  maxCount?: number;
  disabled?: boolean;
  /** Replaces the default hint (accepted types and size limit). */
  hint?: ReactNode;
  /** Set by Form.Item: the file input gets it, so the field's label names the input. */
  id?: string;
}

const fileName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || url);

const asList = (value: UploadFieldProps['value']): string[] =>
  Array.isArray(value) ? value.filter(Boolean) : value ? [value] : [];

const toFile = (url: string): UploadFile => ({ uid: url, name: fileName(url), status: 'done', url });

/**
 * The upload control (03-community-analytics §2.10, §5): checks type and size before sending, uploads through
 * the upload center, refuses a file that did not come back with an ok status and a URL ('Upload Error'), and
 * previews images and videos. The form value is only ever the URLs of finished uploads.
 */
export function UploadField({
  value,
  onChange,
  mode = 'single',
  accept = 'image',
  maxCount,
  disabled,
  hint,
  id,
}: UploadFieldProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const upload = useUploader();
  const max = mode === 'single' ? 1 : (maxCount ?? DEFAULT_LIST_MAX);
  const urls = useMemo(() => asList(value), [value]);
  const [files, setFiles] = useState<UploadFile[]>(() => urls.map(toFile));
  const [preview, setPreview] = useState<{ url: string; video: boolean } | null>(null);

  // The form can replace the value (load, reset): show its files, keeping uploads still under way.
  useEffect(() => {
    setFiles((current) => {
      const shown = current.filter(isUploaded).map((file) => file.url);
      if (shown.length === urls.length && shown.every((url, index) => url === urls[index])) return current;
      return [...urls.map(toFile), ...current.filter((file) => file.status === 'uploading')];
    });
  }, [urls]);

  const emit = (next: UploadFile[]) => {
    const done = next.filter(isUploaded).map((file) => file.url as string);
    if (done.length === urls.length && done.every((url, index) => url === urls[index])) return;
    onChange?.(mode === 'single' ? done[0] : done);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = checkFile(file, accept);
    if (problem) {
      void message.error(intl.formatMessage({ id: problem.key }));
      return Upload.LIST_IGNORE;
    }
    // Files chosen together count against the room left in the order they were chosen.
    if (files.length + batch.indexOf(file) >= max) {
      void message.error(intl.formatMessage({ id: 'editors.upload.tooMany' }, { count: max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const controller = new AbortController();
    const blob = file as File;
    upload(blob, blob.name, controller.signal)
      .then((result) => onSuccess?.(result))
      .catch((error: Error) => onError?.(error));
    return { abort: () => controller.abort() };
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) => {
    const refused: UploadFile[] = [];
    const next = fileList.flatMap((file) => {
      if (file.status === 'done') {
        const url = (file.response as UploadResult | undefined)?.url ?? file.url;
        const finished = { ...file, url };
        if (!isUploaded(finished)) {
          refused.push(file);
          return [];
        }
        return [finished];
      }
      if (file.status === 'error') {
        refused.push(file);
        return [];
      }
      return [file];
    });
    if (refused.length) void message.error(intl.formatMessage({ id: 'editors.upload.error' }));
    setFiles(next);
    emit(next);
  };

  const openPreview = (file: UploadFile) => {
    if (!file.url) return;
    setPreview({ url: file.url, video: mediaKindOfUrl(file.url) === 'video' });
  };

  return (
    <>
      <Upload
        id={id}
        accept={acceptAttribute(accept)}
        listType="picture-card"
        multiple={mode === 'list'}
        fileList={files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onPreview={openPreview}
        disabled={disabled}
        isImageUrl={(file) => mediaKindOfUrl(file.url ?? file.name) === 'image'}
        // The thumbnail is the uploaded file itself, once it has its URL (no canvas redraw of the local file).
        previewFile={() => Promise.resolve('')}
      >
        {files.length < max && !disabled ? (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>
              <FormattedMessage id="editors.upload.button" />
            </div>
          </div>
        ) : null}
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {hint ?? <FormattedMessage id={`editors.upload.hint.${accept}`} values={{ count: max }} />}
      </Typography.Text>
      <Modal
        open={preview !== null}
        footer={null}
        onCancel={() => setPreview(null)}
        title={intl.formatMessage({ id: 'editors.upload.preview' })}
        destroyOnHidden
      >
        {preview?.video ? (
          <video src={preview.url} controls style={{ width: '100%' }} />
        ) : preview ? (
          <img src={preview.url} alt={fileName(preview.url)} style={{ width: '100%' }} />
        ) : null}
      </Modal>
    </>
  );
}
