import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/** The primary "create" button of a list's toolbar. */
export function CreateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {label}
    </Button>
  );
}
