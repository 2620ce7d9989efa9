import { Button, List, Popconfirm, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { SavedFilter } from 'src-services/types';

interface Props {
  filters: SavedFilter[];
  /** The filter being deleted, if any. */
  removing: string | null;
  onRun: (filter: SavedFilter) => void;
  onEdit: (filter: SavedFilter) => void;
  onDelete: (filter: SavedFilter) => void;
}

/** The operator's saved filters of this list: click a name to run it; edit loads it into the Conditions tab. */
export function SavedFilterList({ filters, removing, onRun, onEdit, onDelete }: Props) {
  const intl = useIntl();
  return (
    <List
      size="small"
      dataSource={filters}
      renderItem={(filter) => (
        <List.Item style={{ paddingInline: 0, display: 'block' }}>
          <Button
            type="link"
            style={{ padding: 0, maxWidth: '100%' }}
            onClick={() => onRun(filter)}
            title={filter.name}
          >
            <Typography.Text ellipsis style={{ color: 'inherit' }}>
              {filter.name}
            </Typography.Text>
          </Button>
          <Space size={4} style={{ display: 'flex' }}>
            <Button
              size="small"
              aria-label={`${intl.formatMessage({ id: 'list.filter.edit' })} ${filter.name}`}
              onClick={() => onEdit(filter)}
            >
              {intl.formatMessage({ id: 'list.filter.edit' })}
            </Button>
            <Popconfirm
              title={intl.formatMessage({ id: 'list.filter.deleteConfirm' }, { name: filter.name })}
              okText={intl.formatMessage({ id: 'list.ok' })}
              cancelText={intl.formatMessage({ id: 'list.cancel' })}
              onConfirm={() => onDelete(filter)}
            >
              <Button
                size="small"
                danger
                loading={removing === filter.id}
                aria-label={`${intl.formatMessage({ id: 'list.filter.delete' })} ${filter.name}`}
              >
                {intl.formatMessage({ id: 'list.filter.delete' })}
              </Button>
            </Popconfirm>
          </Space>
        </List.Item>
      )}
    />
  );
}
