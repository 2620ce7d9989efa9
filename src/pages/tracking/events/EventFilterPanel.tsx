import { useEffect, useState } from 'react';
import { Button, Card, Empty, Input, List, Modal, Popconfirm, Radio, Space, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  filterRemoveRequested,
  filterSaveRequested,
  filtersRequested,
  selectSavedFilters,
} from 'src-models/tracking';
import type { QueryItem, QueryOperator, SavedFilter } from 'src-services/types';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { ConditionRow } from './ConditionRow';
import { fromQueryItem, isComplete, newCondition, toQueryItem, type Condition } from './conditions';

interface EventFilterPanelProps {
  onRun: (query: QueryItem[], operator: QueryOperator) => void;
}

/**
 * The tracking events' filter panel (03-community-analytics §2.5, §4): conditions joined with And or Or, run,
 * save as a named filter, and the saved filters to load, run or delete.
 */
export function EventFilterPanel({ onRun }: EventFilterPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectSavedFilters);
  const [activeTab, setActiveTab] = useState<'conditions' | 'saved'>('conditions');
  const [conditions, setConditions] = useState<Condition[]>([newCondition()]);
  const [operator, setOperator] = useState<QueryOperator>('AND');
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  useEffect(() => {
    dispatch(filtersRequested());
  }, [dispatch]);

  const items = () => conditions.filter(isComplete).map(toQueryItem);
  const run = (query = items(), joiner = operator) => {
    setActiveTab('conditions'); // 03 §4: running a filter returns to the conditions tab
    onRun(query, joiner);
  };
  const load = (filter: SavedFilter) => {
    setConditions(filter.filter.query.length ? filter.filter.query.map(fromQueryItem) : [newCondition()]);
    setOperator(filter.filter.operator);
    setActiveTab('conditions');
  };
  const save = () => {
    if (!name.trim()) return;
    dispatch(filterSaveRequested({ name: name.trim(), filter: { operator, query: items() } }));
    setNaming(false);
    setName('');
  };

  const conditionsTab = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group
        aria-label={t('tracking.filter.operator.join')}
        value={operator}
        onChange={(event) => setOperator(event.target.value as QueryOperator)}
        optionType="button"
        options={[
          { value: 'AND', label: t('tracking.filter.and') },
          { value: 'OR', label: t('tracking.filter.or') },
        ]}
      />
      {conditions.map((condition, index) => (
        <ConditionRow
          key={index}
          index={index}
          condition={condition}
          onChange={(next) => setConditions((rows) => rows.map((row, i) => (i === index ? next : row)))}
          onRemove={() => setConditions((rows) => rows.filter((_, i) => i !== index))}
        />
      ))}
      <Space wrap>
        <Button icon={<PlusOutlined />} onClick={() => setConditions((rows) => [...rows, newCondition()])}>
          <FormattedMessage id="tracking.filter.add" />
        </Button>
        <Button type="primary" onClick={() => run()}>
          <FormattedMessage id="tracking.filter.run" />
        </Button>
        <Button onClick={() => setNaming(true)} loading={saved.saving}>
          <FormattedMessage id="tracking.filter.save" />
        </Button>
        <Button
          onClick={() => {
            setConditions([newCondition()]);
            setOperator('AND');
            run([], 'AND');
          }}
        >
          <FormattedMessage id="tracking.filter.reset" />
        </Button>
      </Space>
    </Space>
  );

  const savedTab = saved.items.length ? (
    <List
      size="small"
      dataSource={saved.items}
      renderItem={(filter) => (
        <List.Item
          actions={[
            <Button key="edit" type="link" onClick={() => load(filter)}>
              <FormattedMessage id="tracking.filter.edit" />
            </Button>,
            <Button
              key="run"
              type="link"
              onClick={() => {
                load(filter);
                run(filter.filter.query, filter.filter.operator);
              }}
            >
              <FormattedMessage id="tracking.filter.run" />
            </Button>,
            <Popconfirm
              key="delete"
              title={t('tracking.filter.deleteConfirm')}
              onConfirm={() => dispatch(filterRemoveRequested({ id: filter.id }))}
            >
              <Button type="link" danger>
                <FormattedMessage id="tracking.filter.delete" />
              </Button>
            </Popconfirm>,
          ]}
        >
          {filter.name}
        </List.Item>
      )}
    />
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={<FormattedMessage id="tracking.filter.none" />}
    />
  );

  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Tabs
        size="small"
        activeKey={activeTab}
        onChange={(key) => setActiveTab(key as 'conditions' | 'saved')}
        items={[
          { key: 'conditions', label: t('tracking.filter.conditions'), children: conditionsTab },
          { key: 'saved', label: t('tracking.filter.list'), children: savedTab },
        ]}
      />
      <Modal
        title={t('tracking.filter.save')}
        open={naming}
        onOk={save}
        okButtonProps={{ disabled: !name.trim() }}
        onCancel={() => setNaming(false)}
        destroyOnHidden
      >
        <Input
          aria-label={t('tracking.filter.name')}
          placeholder={t('tracking.filter.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={save}
          autoFocus
        />
      </Modal>
    </Card>
  );
}
