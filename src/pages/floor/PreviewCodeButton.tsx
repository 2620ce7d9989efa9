import { lazy, Suspense } from 'react';
import { Button, Popover, Spin } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';

// The popover's content and its model calls load when it first opens.
const PreviewCodePanel = lazy(() => import(/* webpackChunkName: "floor-preview" */ './PreviewCodePanel'));

interface Props {
  /** The floor's type and id: the mini-program page and the query that opens it. */
  type: string;
  id: string;
  /** A link-sized button in a list row; a plain button in the editor's header. */
  inline?: boolean;
}

/** The preview-code popover of one floor (02-operations §2 screen 10): release and trial codes and URL links. */
export function PreviewCodeButton({ type, id, inline }: Props) {
  const intl = useIntl();
  return (
    <Popover
      trigger="click"
      placement={inline ? 'left' : 'bottomRight'}
      title={intl.formatMessage({ id: 'floor.preview.title' })}
      content={
        <Suspense fallback={<Spin />}>
          <PreviewCodePanel type={type} id={id} />
        </Suspense>
      }
    >
      {inline ? (
        <Button type="link" size="small">
          {intl.formatMessage({ id: 'floor.preview' })}
        </Button>
      ) : (
        <Button icon={<QrcodeOutlined />}>{intl.formatMessage({ id: 'floor.preview' })}</Button>
      )}
    </Popover>
  );
}
