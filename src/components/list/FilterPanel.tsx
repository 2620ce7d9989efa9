import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Empty, Input, Modal, Radio, Space, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import {
  emptyCondition,
  fromQueryItem,
  toQueryItem,
  type Condition,
  type FilterField,
} from 'src-models/list';
import { newRequestId } from 'src-models/common';
import { savedFilterActions, selectSavedFilters } from 'src-models/savedFilters';
import type { QueryItem, QueryOperator, SavedFilter } from 'src-services/types';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { ConditionRow } from './ConditionRow';
import { LoadFailure } from '../loadFailure';
import { PanelTabs } from './PanelTabs';
import type { ListModelView } from './types';

// The saved filters' tab is not the one a list opens on: its list loads when the operator opens it.
const SavedFilterList = lazy(() =>
  import(/* webpackChunkName: "saved-filters" */ './SavedFilterList').then((module) => ({
    default: module.SavedFilterList,
  })),
);

type FilterTab = 'conditions' | 'saved';

interface Props<T> {
  model: ListModelView<T>;
  fields: readonly FilterField[];
  /** The conditions the list shows now (from the URL). */
  applied: { query: QueryItem[]; operator: QueryOperator };
  onRun: (query: QueryItem[], operator: QueryOperator) => void;
  /** Conditions may only join with AND (the list's scope must hold and its search cannot nest). */
  andOnly: boolean;
  /** Offer saving the conditions as a named filter (the saved filters stay listed either way). */
  canSave?: boolean;
}

const toConditions = (items: readonly QueryItem[], fields: readonly FilterField[]) =>
  items.flatMap((item) => fromQueryItem(item, fields) ?? []);

/**
 * The filter builder (03-community-analytics §2.10, §3, §4): a Conditions tab (field, operator, value; AND/OR,
 * AND by default) and a Saved Filters tab. Running a filter returns to Conditions; editing a saved filter loads
 * it there; saving needs a name.
 */
export function FilterPanel<T>({ model, fields, applied, onRun, andOnly, canSave = true }: Props<T>) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = model.name;
  const saved = useAppSelector((root) => selectSavedFilters(root, list));
  const [tab, setTab] = useState<FilterTab>('conditions');
  const [conditions, setConditions] = useState<Condition[]>(() => toConditions(applied.query, fields));
  const [operator, setOperator] = useState<QueryOperator>(applied.operator);
  const [showIncomplete, setShowIncomplete] = useState(false);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [naming, setNaming] = useState<{ name: string; error: boolean; requestId: string | null } | null>(
    null,
  );

  // The URL changed (back button, a link, a saved filter run): show what the list shows.
  const appliedKey = JSON.stringify(applied);
  useEffect(() => {
    setConditions(toConditions(applied.query, fields));
    setOperator(applied.operator);
    setShowIncomplete(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
  }, [appliedKey, fields]);

  useEffect(() => {
    if (model.features.savedFilters) dispatch(savedFilterActions.loadRequested({ list }));
  }, [dispatch, model, list]);

  // Close the name dialog once the server stored the filter.
  const saveState = saved.save;
  useEffect(() => {
    if (naming?.requestId && saveState.requestId === naming.requestId && saveState.status === 'succeeded') {
      setEditing({ id: saveState.id as string, name: naming.name.trim() });
      setNaming(null);
    }
  }, [naming, saveState]);

  const items = useMemo(
    () =>
      conditions.map((condition) =>
        toQueryItem(condition, fields.find((field) => field.key === condition.k) ?? fields[0]),
      ),
    [conditions, fields],
  );
  const complete = items.every(Boolean);
  const queryItems = items.filter((item): item is QueryItem => item !== null);

  const run = () => {
    setShowIncomplete(true);
    if (!complete) return;
    onRun(queryItems, operator);
  };

  const load = (filter: SavedFilter) => {
    setConditions(toConditions(filter.filter.query, fields));
    setOperator(andOnly ? 'AND' : filter.filter.operator);
    setShowIncomplete(false);
    setTab('conditions');
  };

  const saveFilter = () => {
    if (!naming) return;
    if (!naming.name.trim()) {
      setNaming({ ...naming, error: true });
      return;
    }
    const requestId = newRequestId();
    setNaming({ ...naming, requestId });
    dispatch(
      savedFilterActions.saveRequested({
        list,
        requestId,
        input: { id: editing?.id, name: naming.name.trim(), filter: { operator, query: queryItems } },
      }),
    );
  };

  const conditionsTab = (
    <Space direction="vertical" style={{ width: '100%' }} size="small">
      {editing && (
        <Alert
          type="info"
          showIcon
          message={intl.formatMessage({ id: 'list.filter.editing' }, { name: editing.name })}
          action={
            <Button size="small" type="link" onClick={() => setEditing(null)}>
              {intl.formatMessage({ id: 'list.filter.stopEditing' })}
            </Button>
          }
        />
      )}
      <Tooltip title={andOnly ? intl.formatMessage({ id: 'list.filter.andOnly' }) : undefined}>
        <Radio.Group
          aria-label={intl.formatMessage({ id: 'list.filter.combine' })}
          optionType="button"
          buttonStyle="solid"
          size="small"
          value={operator}
          disabled={andOnly}
          onChange={(event) => setOperator(event.target.value as QueryOperator)}
          options={[
            { value: 'AND', label: intl.formatMessage({ id: 'list.filter.and' }) },
            { value: 'OR', label: intl.formatMessage({ id: 'list.filter.or' }) },
          ]}
        />
      </Tooltip>
      {conditions.length === 0 && (
        <Typography.Text type="secondary">{intl.formatMessage({ id: 'list.filter.none' })}</Typography.Text>
      )}
      {conditions.map((condition, index) => (
        <ConditionRow
          key={index}
          condition={condition}
          fields={fields}
          incomplete={showIncomplete && items[index] === null}
          onChange={(next) => setConditions(conditions.map((current, i) => (i === index ? next : current)))}
          onRemove={() => setConditions(conditions.filter((_, i) => i !== index))}
        />
      ))}
      <Button
        block
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => setConditions([...conditions, emptyCondition(fields[0])])}
      >
        {intl.formatMessage({ id: 'list.filter.add' })}
      </Button>
      <Space wrap>
        <Button type="primary" onClick={run}>
          {intl.formatMessage({ id: 'list.filter.run' })}
        </Button>
        <Button
          onClick={() => {
            setConditions([]);
            setEditing(null);
            onRun([], 'AND');
          }}
        >
          {intl.formatMessage({ id: 'list.filter.reset' })}
        </Button>
        {model.features.savedFilters && canSave && (
          <Button
            onClick={() => {
              setShowIncomplete(true);
              if (complete) setNaming({ name: editing?.name ?? '', error: false, requestId: null });
            }}
          >
            {intl.formatMessage({ id: 'list.filter.save' })}
          </Button>
        )}
      </Space>
    </Space>
  );

  return (
    <>
      <PanelTabs<FilterTab>
        active={tab}
        onChange={setTab}
        tabs={[
          {
            key: 'conditions',
            label: intl.formatMessage({ id: 'list.filter.tab.conditions' }),
            content: () => conditionsTab,
          },
          ...(model.features.savedFilters
            ? [
                {
                  key: 'saved' as const,
                  label: intl.formatMessage({ id: 'list.filter.tab.saved' }),
                  content: () =>
                    saved.status === 'failed' && saved.error ? (
                      <LoadFailure
                        titleKey="list.filter.loadFailed"
                        error={saved.error}
                        onRetry={() => dispatch(savedFilterActions.loadRequested({ list }))}
                      />
                    ) : saved.items.length ? (
                      <Suspense fallback={null}>
                        <SavedFilterList
                          filters={saved.items}
                          removing={saved.remove.status === 'pending' ? saved.remove.id : null}
                          onRun={(filter) => {
                            load(filter);
                            setEditing(null);
                            onRun(filter.filter.query, andOnly ? 'AND' : filter.filter.operator);
                          }}
                          onEdit={(filter) => {
                            load(filter);
                            setEditing({ id: filter.id, name: filter.name });
                          }}
                          onDelete={(filter) => {
                            if (editing?.id === filter.id) setEditing(null);
                            dispatch(
                              savedFilterActions.removeRequested({
                                list,
                                requestId: newRequestId(),
                                id: filter.id,
                              }),
                            );
                          }}
                        />
                      </Suspense>
                    ) : (
                      <Empty
                        image={Empty.PRESENTED_IMAGE_SIMPLE}
                        description={intl.formatMessage({ id: 'list.filter.savedEmpty' })}
                      />
                    ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={naming !== null}
        title={intl.formatMessage({ id: 'list.filter.save' })}
        okText={intl.formatMessage({ id: 'list.ok' })}
        cancelText={intl.formatMessage({ id: 'list.cancel' })}
        confirmLoading={saveState.status === 'pending'}
        onOk={saveFilter}
        onCancel={() => setNaming(null)}
        destroyOnHidden
      >
        <Input
          aria-label={intl.formatMessage({ id: 'list.filter.name' })}
          placeholder={intl.formatMessage({ id: 'list.filter.name' })}
          status={naming?.error ? 'error' : undefined}
          value={naming?.name ?? ''}
          maxLength={50}
          autoFocus
          onChange={(event) => naming && setNaming({ ...naming, name: event.target.value, error: false })}
          onPressEnter={saveFilter}
        />
        {naming?.error && (
          <Typography.Text type="danger" role="alert">
            {intl.formatMessage({ id: 'list.filter.nameRequired' })}
          </Typography.Text>
        )}
      </Modal>
    </>
  );
}
