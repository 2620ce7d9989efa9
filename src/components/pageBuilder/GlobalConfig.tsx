import { useId } from 'react';
import { Button, Space, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined, SnippetsOutlined, UploadOutlined } from '@ant-design/icons';
import { useT } from 'src/components/useT';

/** What the page as a whole offers: its blocks as JSON out and in, and the selected block copied or pasted. */
export interface GlobalConfigActions {
  onCopy: () => void;
  onPaste: () => void;
  onExport: () => void;
  onImport: () => void;
}

/**
 * The property panel's global config (02 §11): JSON export and import (the import dialog asks replace or append),
 * and copy of the selected element, which needs one; paste beside it. Shown whether a block is selected or not.
 */
export function GlobalConfig({ canCopy, ...actions }: GlobalConfigActions & { canCopy: boolean }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="page-builder-global" aria-labelledby={titleId}>
      <Typography.Title level={5} id={titleId}>
        {t('pageBuilder.global.title')}
      </Typography.Title>
      <Space wrap size={8}>
        <Button icon={<CopyOutlined />} disabled={!canCopy} onClick={actions.onCopy}>
          {t('pageBuilder.copy')}
        </Button>
        <Button icon={<SnippetsOutlined />} onClick={actions.onPaste}>
          {t('pageBuilder.paste')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={actions.onExport}>
          {t('pageBuilder.export')}
        </Button>
        <Button icon={<UploadOutlined />} onClick={actions.onImport}>
          {t('pageBuilder.import')}
        </Button>
      </Space>
    </section>
  );
}
