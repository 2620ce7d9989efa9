import { useCallback, useLayoutEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { ProTable, type ColumnsState, type ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tooltip, Typography, type CheckboxProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { SorterResult } from 'antd/es/table/interface';
import { useIntl } from 'react-intl';
import { searchOfListState, type FilterField, type ListUrlState } from 'src-models/list';
import { groupDigits } from 'src-models/common';
import type { QueryItem } from 'src-services/types';
import { selectOperator } from 'src-models/session';
import type { ExportColumn } from 'src-services/tableExport';
import { useAppDispatch, useAppSelector, useAppStore } from 'src/store/hooks';
import { LoadFailure } from '../loadFailure';
import { ExportControl } from './ExportControl';
import { FilterPanel } from './FilterPanel';
import { FoldingToolbar } from './FoldingToolbar';
import { claimSentSearch, forgetSentSearch, sendSearchAhead } from './firstSearch';
import type { ExportSpec, ListColumn, ListModelView, Row } from './types';
import { useColumnChoice } from './useColumnChoice';
import { useListState } from './useListUrl';
import { useTableSort } from './useTableSort';
import { ListPagination } from './ListPagination';
import { SlotContent, useSlot } from './slot';
import { afterPaint } from 'src/components/afterPaint';
import { useLatest } from '../useLatest';
import './list.css';

export interface ListContainerProps<T extends Row> {
  model: ListModelView<T>;
  columns: ListColumn<T>[];
  filterFields: readonly FilterField[];
  rowKey: keyof T & string;
  /**
   * The list's own buttons (create ...), each with its `key`: before refresh and the download, folded into More
   * when the line is too narrow for them (FoldingToolbar).
   */
  toolbar?: ReactElement[];
  /** Beside the total, inside the table's card: what the page says about the rows (the member list's selection). */
  headerExtra?: ReactNode;
  /** The exported workbook's sheet and file name. */
  exportName?: { sheetName: string; path: string };
  /** Conditions the page ANDs into every search (a store's clerks, a member's coupons). */
  scope?: QueryItem[];
  /**
   * Whether the filters, order and page live in the URL (the page's own list, the default) or in memory: false
   * for a list shown over the page's list (a drawer of one parent's records), which must not take its URL.
   */
  stateInUrl?: boolean;
  /**
   * Rows can be chosen (checkboxes, each named by `label` for a screen reader; a row `disabled` answers true
   * for cannot be); the choice is the model's `selection`, kept for the rows on screen. No select-all box: a page
   * that offers more than the page's rows says so itself (the member list's 'select all matching').
   */
  selectable?: { label: (row: T) => string; disabled?: (row: T) => boolean };
}

const NO_SCOPE: QueryItem[] = [];
const NO_BUTTONS: ReactElement[] = [];

/**
 * A column the page fixes (the row actions) stays in view while the table scrolls sideways, by CSS (list.css).
 * rc-table's own fixed columns and `scroll.x` measure every column's width in an extra row first: about 50 ms
 * of the coupon list's first render.
 */
const STICKY_CELL = {
  left: 'ant-table-cell-fix-left ant-table-cell-fix-left-last list-cell--sticky-start',
  right: 'ant-table-cell-fix-right ant-table-cell-fix-right-first list-cell--sticky-end',
} as const;

/**
 * When a cell is drawn again: for another record, or once for each record after the columns changed (the
 * language, the operator's privileges, the order). ProTable makes every column's render anew at each of its
 * renders, so rc-table, left to itself, would draw all cells again for a spinner or a URL change: about 0.5 ms
 * a cell here. What a cell shows comes from its record and its column; a component in a cell that reads more
 * (a store, the language) draws itself again when that changes.
 */
function cellsDrawnAgain() {
  const drawn = new WeakSet<object>();
  return (record: object, previous: object) => {
    const again = record !== previous || !drawn.has(record);
    drawn.add(record);
    return again;
  };
}

/**
 * The reusable search/list container (01-platform §2): a 250 px filter panel on the left; a header with the
 * total, refresh, column chooser and download; a page bar with quick jumper and no size changer; horizontal
 * scroll with the fixed columns kept in view. ProTable is controlled: the model holds the rows, the URL holds
 * the filters, the order and the page.
 */
export function ListContainer<T extends Row>({
  model,
  columns,
  filterFields,
  rowKey,
  toolbar = NO_BUTTONS,
  headerExtra,
  exportName,
  scope = NO_SCOPE,
  stateInUrl = true,
  selectable,
}: ListContainerProps<T>) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const operator = useAppSelector(selectOperator);
  const table = useAppSelector(model.selectors.selectTable);
  const selection = useAppSelector((root) => model.selectors.selectState(root).selection);
  const {
    state: url,
    go: goInState,
    after,
  } = useListState(model.config.defaultOrder, stateInUrl, model.config.defaultQuery);

  // Whatever the URL says (first visit, reload, back button, a copied link) is what the list searches. Asked
  // before the browser lays out and paints the empty table, so the answer travels while it does; on a page's
  // first visit its route has asked already (firstSearch.ts), and the rows are there.
  const urlKey = JSON.stringify([url, scope]);
  useLayoutEffect(() => {
    const search = searchOfListState(url, scope);
    if (!claimSentSearch(store, model.name, search)) dispatch(model.actions.searchRequested(search));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the URL's content
  }, [urlKey, dispatch, model, store]);
  // Leaving the list aborts its search under way, with what the search started (the complaints' audit calls). A
  // layout effect's: it runs before the next page's list asks (which may be of the same model), not after.
  useLayoutEffect(
    () => () => {
      forgetSentSearch(store, model.name);
      dispatch(model.actions.searchAbandoned());
    },
    [dispatch, model, store],
  );
  // A page, an order or a filter chosen is asked for at once; the URL (or the list's memory) follows
  // (sendSearchAhead).
  const go = (change: Partial<ListUrlState>) => {
    sendSearchAhead(
      store,
      model.name,
      model.actions.searchRequested(searchOfListState(after(change), scope)),
    );
    goInState(change);
  };

  const defaults = useMemo(
    () =>
      Object.fromEntries(
        columns.filter((column) => column.hiddenByDefault).map((column) => [column.key, { show: false }]),
      ) as Record<string, ColumnsState>,
    [columns],
  );
  const choice = useColumnChoice(model.name, operator?.id ?? 'anonymous', defaults);

  const tableSort = useTableSort(table.order);
  const { sortProps } = tableSort;
  const tableColumns = useMemo(
    (): ProColumns<T>[] =>
      columns.map(
        ({ titleKey, title, sortable, exportAs: _export, hiddenByDefault: _hidden, fixed, ...column }) => ({
          ...column,
          ...(fixed
            ? {
                className: [column.className, STICKY_CELL[fixed === 'left' ? 'left' : 'right']]
                  .join(' ')
                  .trim(),
              }
            : {}),
          title: title ?? intl.formatMessage({ id: titleKey }),
          ...(sortable ? sortProps(column.key) : {}),
          shouldCellUpdate: cellsDrawnAgain(),
        }),
      ),
    [columns, intl, sortProps],
  );

  /** The visible columns, in the chosen order, as the download service wants them. */
  const exportColumns = useCallback((): ExportColumn[] => {
    const visible = columns
      .map((column, index) => ({ column, state: choice.value[column.key], index }))
      .filter(({ column, state }) => column.exportAs && state?.show !== false)
      .sort((a, b) => (a.state?.order ?? a.index) - (b.state?.order ?? b.index));
    return visible.flatMap(({ column }) =>
      ([] as ExportSpec[]).concat(column.exportAs ?? []).map((spec) => ({
        title: spec.titleKey
          ? intl.formatMessage({ id: spec.titleKey })
          : (column.title ?? intl.formatMessage({ id: column.titleKey })),
        key: spec.key,
        type: spec.type ?? 'string',
        ...(spec.conv ? { conv: spec.conv } : {}),
      })),
    );
  }, [columns, choice.value, intl]);

  // Refresh, and Retry after a failure: the same search again (the query keeps what the failed one asked).
  const refresh = () => dispatch(model.actions.searchRequested());
  // A failed search keeps the rows and total on screen, or shows none at first: never 'Total 0 · No data'.
  const failure = table.loading ? null : table.error;
  // What the table's handlers call, as this render has them: the table is kept (below) while none of what it
  // shows changes, and its handlers must not hold an older URL.
  const latest = useLatest({ go, refresh, tableSort, exportColumns, selectable });
  const hasSelection = Boolean(selectable);
  const { sheetName, path: exportPath } = exportName ?? {};
  const buttonsSlot = useSlot(
    toolbar.length ? (
      <FoldingToolbar
        key={[intl.locale, ...toolbar.map((button) => button.key)].join()}
        items={toolbar}
        moreLabel={intl.formatMessage({ id: 'list.more' })}
      />
    ) : null,
  );
  const headerSlot = useSlot(headerExtra);

  // The table is drawn again only when what it shows changes, not when the URL, a modal or the page around it
  // does (an interaction's time went mostly to drawing ProTable again: about 100 ms here). The page's buttons
  // and header, new at each of its renders, reach it through slots. Its page bar is the list's own (below):
  // ProTable's keeps the page in a state of its own that it sets on a click and sets back from the props, two
  // more renders before the search even starts.
  const proTable = useMemo(
    () => (
      <ProTable<T>
        key={tableSort.tableKey}
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={table.rows}
        loading={table.loading}
        locale={failure ? { emptyText: ' ' } : undefined}
        rowSelection={
          hasSelection
            ? {
                selectedRowKeys: selection,
                hideSelectAll: true,
                // The column is named for a screen reader: its cells' header (axe: td-has-header).
                columnTitle: (
                  <span className="list-container__unseen">
                    {intl.formatMessage({ id: 'list.selectColumn' })}
                  </span>
                ),
                // antd hands these to the checkbox's input; its types list no aria props.
                getCheckboxProps: (row: T) =>
                  ({
                    'aria-label': latest.current.selectable?.label(row),
                    disabled: latest.current.selectable?.disabled?.(row) ?? false,
                  }) as CheckboxProps,
                onChange: (keys) => dispatch(model.actions.selectionChanged(keys.map(String))),
              }
            : undefined
        }
        tableAlertRender={false}
        search={false}
        tableLayout="auto"
        columnsState={{ value: choice.value, onChange: choice.onChange }}
        options={{ reload: false, density: false, fullScreen: false, setting: { draggable: true } }}
        headerTitle={
          table.total === null ? null : (
            <Space size="middle">
              <Typography.Text strong data-testid="list-total">
                {intl.formatMessage({ id: 'list.total' }, { total: groupDigits(table.total) })}
              </Typography.Text>
              <SlotContent slot={headerSlot} />
            </Space>
          )
        }
        toolBarRender={() => [
          <SlotContent key="buttons" slot={buttonsSlot} />,
          <Tooltip key="refresh" title={intl.formatMessage({ id: 'list.refresh' })}>
            <Button
              aria-label={intl.formatMessage({ id: 'list.refresh' })}
              icon={<ReloadOutlined />}
              onClick={() => latest.current.refresh()}
            />
          </Tooltip>,
          ...(model.features.export && sheetName !== undefined && exportPath !== undefined
            ? [
                <ExportControl
                  key="export"
                  model={model}
                  columns={() => latest.current.exportColumns()}
                  sheetName={sheetName}
                  path={exportPath}
                />,
              ]
            : []),
        ]}
        pagination={false}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const sort = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T>;
          const key = String(sort.columnKey ?? '');
          const order =
            sort.order === 'ascend' ? key : sort.order === 'descend' ? `-${key}` : model.config.defaultOrder;
          // The table marks the column at once; the list asks for the new order after that paint.
          afterPaint(() => {
            latest.current.tableSort.sortClicked(order);
            latest.current.go({ order, page: 0 });
          });
        }}
      />
    ),
    // The table's own inputs; the handlers read `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      tableSort.tableKey,
      rowKey,
      tableColumns,
      table.rows,
      table.loading,
      table.total,
      failure,
      hasSelection,
      selection,
      choice.value,
      choice.onChange,
      sheetName,
      exportPath,
      model,
      intl,
      dispatch,
    ],
  );

  return (
    <div className="list-container">
      <aside className="list-container__filters" aria-label={intl.formatMessage({ id: 'list.filters' })}>
        <FilterPanel
          model={model}
          fields={filterFields}
          applied={{ query: url.query, operator: url.operator }}
          andOnly={!model.features.orWithinScope && (model.config.fixedScope?.length ?? 0) + scope.length > 0}
          onRun={(query, operator) => go({ query, operator, page: 0 })}
        />
      </aside>
      <div className="list-container__table">
        {failure ? (
          <LoadFailure titleKey={model.messages.searchFailed} error={failure} onRetry={refresh} />
        ) : null}
        {proTable}
        {table.total === null ? null : (
          <ListPagination
            page={table.page}
            pageSize={table.pageSize}
            total={table.total}
            onChange={(page) => go({ page })}
          />
        )}
      </div>
    </div>
  );
}
