import { useMemo, type ComponentType, type ReactElement } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { MessageId } from 'src-locales/messageIds';
import { newRequestId } from 'src-models/common';
import type { FieldCatalogue } from 'src-models/list';
import { selectCan, type Requirement } from 'src-models/session';
import { OpenEditor, type ListFormProps, type ModalEditor } from 'src/components/drafts';
import { useAppSelector } from 'src/store/hooks';
import { actionsColumn, type RowAction } from './actionsColumn';
import { catalogueColumns, type ColumnOverride } from './catalogueColumns';
import { CreateButton } from './CreateButton';
import { ListContainer, type ListContainerProps } from './ListContainer';
import type { Row } from './types';
import { useConfirmedAction } from './useConfirmedAction';

/** Add and edit through a modal editor (`useModalEditor`), for operators who meet `requirement`. */
export interface CrudEdit<T, V> {
  editing: ModalEditor<V>;
  requirement: Requirement;
  /** The form's values for a record (Edit). */
  toValues: (record: T) => V;
  /** Rows that offer Edit; every row when absent. */
  shown?: (record: T) => boolean;
  /** The toolbar's create button and the values a new record starts from. */
  create?: { labelKey: MessageId; values: () => V };
}

/**
 * Add and edit on the record's own page (a document editor). Operators without `requirement` still open a record
 * to read it when `readLabelKey` names the link for them.
 */
export interface CrudEditPage<T> {
  link: (record: T) => string;
  requirement: Requirement;
  readLabelKey?: MessageId;
  /** Who may open a record's page at all (its route's requirement); every operator of the list when absent. */
  readRequirement?: Requirement;
  /** The toolbar's create button, for `requirement` (the edit's when absent). */
  create?: { labelKey: MessageId; link: string; requirement?: Requirement };
}

/** Delete after a confirmation naming the record (`{name}` in the texts), for operators who meet `requirement`. */
export interface CrudRemove<T> {
  requirement: Requirement;
  titleKey: MessageId;
  contentKey: MessageId;
  /** The texts' values; `{ name: record.name }` when absent. */
  values?: (record: T) => Record<string, string>;
  shown?: (record: T) => boolean;
  /** The event once confirmed; the model's `removeRequested` of the row's key when absent (a soft delete's own). */
  action?: (record: T) => UnknownAction;
}

export interface CrudListProps<T extends Row, V, E extends object = object> extends Omit<
  ListContainerProps<T>,
  'columns' | 'filterFields' | 'toolbar'
> {
  fields: FieldCatalogue;
  /** Cell renderers and titles that differ from the catalogue's. */
  overrides?: Partial<Record<string, ColumnOverride<T>>>;
  /** Columns after the catalogue's, before Actions. */
  extraColumns?: ListContainerProps<T>['columns'];
  /** The Actions column's title; the list's own 'Actions' when absent. */
  actionsTitle?: MessageId;
  /** Row actions between Edit and Delete (a drawer of the record's children, an approval, the audit trail). */
  rowActions?: RowAction<T>[];
  /** Toolbar buttons after Create (an import). */
  toolbar?: ReactElement[];
  edit?: CrudEdit<T, V>;
  /** Edit on the record's own page instead of a modal. */
  editPage?: CrudEditPage<T>;
  remove?: CrudRemove<T>;
  /**
   * The edit modal's form when the modal is this list's own: the list then shows the editor's draft notice and
   * the open form. A list in a drawer leaves both to its page, so a kept draft comes back without the drawer.
   */
  form?: ComponentType<ListFormProps<V> & E>;
  /** The form's other props; `const E` keeps their literals, so a title's message id stays a `MessageId`. */
  formProps?: E;
}

// Shared empty defaults: a new [] per render would rebuild the columns on every render.
const NO_COLUMNS: never[] = [];
const NO_ACTIONS: never[] = [];
const NO_BUTTONS: ReactElement[] = [];

/** A row's link, spaced as its link buttons are. */
const LINK_BUTTON = { padding: '0 7px' };

const nameOf = (record: Row): Record<string, string> => ({ name: String(record.name ?? '') });

/**
 * The CRUD list: a catalogue's columns, an Actions column (Edit, the page's row actions, a confirmed Delete), a
 * Create button, and the add/edit modal with its kept draft, or links to the record's own page (`editPage`);
 * each offered only to operators with its privilege. Everything else is the list container's (search, filters, export, the failure state).
 *
 *   const editing = useModalEditor<BrandValues>('/vehicle/car-brand', 'carBrand');
 *   <CrudList model={brandList} fields={brandFields} rowKey="id" form={BrandFormModal}
 *     edit={{ editing, requirement: [PRIVILEGES.brandSave], toValues, create: { labelKey, values: () => ({}) } }}
 *     remove={{ requirement: [PRIVILEGES.brandDelete], titleKey, contentKey }} />
 */
export function CrudList<T extends Row, V, const E extends object = object>({
  fields,
  overrides,
  extraColumns = NO_COLUMNS,
  actionsTitle = 'list.actions',
  rowActions = NO_ACTIONS,
  toolbar = NO_BUTTONS,
  edit,
  editPage,
  remove,
  form,
  formProps,
  ...container
}: CrudListProps<T, V, E>) {
  const intl = useIntl();
  const confirm = useConfirmedAction();
  const canEdit = useAppSelector((state) => (edit ? selectCan(state, edit.requirement) : false));
  const canRemove = useAppSelector((state) => (remove ? selectCan(state, remove.requirement) : false));
  const canEditPage = useAppSelector((state) => (editPage ? selectCan(state, editPage.requirement) : false));
  const canOpenPage = useAppSelector((state) =>
    editPage?.readRequirement ? selectCan(state, editPage.readRequirement) : true,
  );
  const canCreatePage = useAppSelector((state) =>
    editPage?.create ? selectCan(state, editPage.create.requirement ?? editPage.requirement) : false,
  );
  const navigate = useNavigate();
  const { model, rowKey } = container;
  const editing = edit?.editing;
  const open = editing?.open;
  const toValues = edit?.toValues;

  const columns = useMemo(() => {
    // Edit first and Delete last; the page's own actions between them.
    const actions: RowAction<T>[] = [];
    if (editPage) {
      const labelKey = canEditPage ? 'list.edit' : (editPage.readLabelKey ?? 'list.edit');
      // A link, so the record's page opens in another tab too.
      actions.push({
        key: 'edit',
        allowed: canOpenPage && (canEditPage || Boolean(editPage.readLabelKey)),
        render: (record) => (
          <Link to={editPage.link(record)} style={LINK_BUTTON}>
            {intl.formatMessage({ id: labelKey })}
          </Link>
        ),
      });
    }
    if (open && toValues)
      actions.push({
        key: 'edit',
        labelKey: 'list.edit',
        allowed: canEdit,
        shown: edit?.shown,
        run: (record) => open(toValues(record)),
      });
    actions.push(...rowActions);
    if (remove)
      actions.push({
        key: 'delete',
        labelKey: 'list.delete',
        allowed: canRemove,
        shown: remove.shown,
        danger: true,
        run: (record) =>
          confirm({
            titleKey: remove.titleKey,
            contentKey: remove.contentKey,
            okKey: 'list.delete',
            values: (remove.values ?? nameOf)(record),
            danger: true,
            action:
              remove.action?.(record) ??
              model.actions.removeRequested({ requestId: newRequestId(), id: String(record[rowKey]) }),
          }),
      });
    return catalogueColumns<T>(fields, intl, overrides, [
      ...extraColumns,
      ...actionsColumn<T>(intl, actionsTitle, actions),
    ]);
  }, [
    fields,
    intl,
    overrides,
    extraColumns,
    actionsTitle,
    rowActions,
    open,
    toValues,
    canEdit,
    edit?.shown,
    editPage,
    canEditPage,
    canOpenPage,
    remove,
    canRemove,
    confirm,
    model,
    rowKey,
  ]);

  const create = edit?.create;
  const createPage = editPage?.create;
  const createButton =
    open && create && canEdit ? (
      <CreateButton
        key="create"
        label={intl.formatMessage({ id: create.labelKey })}
        onClick={() => open(create.values())}
      />
    ) : createPage && canCreatePage ? (
      <CreateButton
        key="create"
        label={intl.formatMessage({ id: createPage.labelKey })}
        onClick={() => navigate(createPage.link)}
      />
    ) : null;

  return (
    <>
      {form && editing?.notice}
      <ListContainer<T>
        {...container}
        columns={columns}
        filterFields={fields.filterFields}
        toolbar={createButton ? [createButton, ...toolbar] : toolbar}
      />
      {form && editing && <OpenEditor editing={editing} form={form} formProps={formProps} />}
    </>
  );
}
