import { useState, type CSSProperties, type ReactNode } from 'react';
import { Alert, Button, Select, Space, Switch, Tag, Typography, type SelectProps } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { isShownNow, type LookupRequest, type MaybeVisible } from 'src-models/lookups';
import { AriaCleanPopup } from './AriaCleanPopup';
import { useErrorText } from './errorText';
import { useLookup } from './useLookup';

export interface OptionView {
  value: string;
  label: string;
  /** A second line (description, remark, id). */
  detail?: string;
  image?: string;
}

export interface RemoteSelectProps<T> {
  /** The list to pick from; null while it cannot be known yet (a scope not chosen). */
  request: LookupRequest | null;
  describe: (item: T) => OptionView;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | undefined, items: T[]) => void;
  mode?: 'multiple';
  /** Items with visibility (visible, disabled, online/offline times) get the 'Hide invisible' switch, on by default. */
  hasVisibility?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** Set by Form.Item: the search input gets it, so the field's label names the select. */
  id?: string;
  style?: CSSProperties;
  /** Items sharing a group are shown under its heading (tags by category). */
  groupOf?: (item: T) => string | undefined;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The remote-backed selector every picker is built on (03-community-analytics §2.10): the list comes from the
 * lookups model, 'Hide invisible' (on by default) keeps only items visible now, and a failed load shows an
 * error alert with the message and a retry.
 */
export function RemoteSelect<T>({
  request,
  describe,
  value,
  onChange,
  mode,
  hasVisibility = false,
  placeholder,
  disabled,
  allowClear = true,
  id,
  style,
  groupOf,
}: RemoteSelectProps<T>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { entry, reload } = useLookup(request);
  const [hideInvisible, setHideInvisible] = useState(true);
  const items = entry.items as T[];
  const selected = new Set(
    value === undefined || value === null ? [] : Array.isArray(value) ? value : [value],
  );
  const now = nowSeconds();

  const optionOf = (item: T) => {
    const view = describe(item);
    const hidden = hasVisibility && !isShownNow(item as MaybeVisible, now);
    const label: ReactNode = (
      <span>
        {view.image ? (
          <img src={view.image} alt="" width={18} height={18} style={{ marginRight: 6, verticalAlign: -4 }} />
        ) : null}
        {view.label}
        {hidden ? (
          <Tag style={{ marginLeft: 6 }}>
            <FormattedMessage id="editors.selector.invisible" />
          </Tag>
        ) : null}
        {view.detail ? (
          <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
            {view.detail}
          </Typography.Text>
        ) : null}
      </span>
    );
    return {
      value: view.value,
      label,
      searchText: `${view.label} ${view.detail ?? ''}`,
      invisible: hidden,
      item,
    };
  };

  // What is already chosen stays listed even when hidden, so it keeps its name.
  const options = items
    .map(optionOf)
    .filter((option) => !hideInvisible || !option.invisible || selected.has(option.value));
  const grouped: SelectProps['options'] = groupOf
    ? Object.entries(
        options.reduce<Record<string, typeof options>>((groups, option) => {
          const group = groupOf(option.item) ?? '';
          (groups[group] ??= []).push(option);
          return groups;
        }, {}),
      ).map(([label, groupOptions]) => ({ label, title: label, options: groupOptions }))
    : options;

  const handleChange = (next: string | string[] | undefined) => {
    const chosen = new Set(next === undefined ? [] : Array.isArray(next) ? next : [next]);
    onChange?.(
      next ?? undefined,
      items.filter((item) => chosen.has(describe(item).value)),
    );
  };

  return (
    <div style={style}>
      <Select
        id={id}
        mode={mode}
        value={value ?? undefined}
        onChange={handleChange}
        options={grouped}
        loading={entry.status === 'loading'}
        disabled={disabled}
        allowClear={allowClear}
        showSearch
        popupRender={(list) => <AriaCleanPopup>{list}</AriaCleanPopup>}
        optionFilterProp="searchText"
        placeholder={placeholder ?? intl.formatMessage({ id: 'editors.selector.placeholder' })}
        notFoundContent={entry.status === 'loading' ? null : <FormattedMessage id="editors.selector.empty" />}
        style={{ width: '100%' }}
      />
      {hasVisibility ? (
        <Space size={6} style={{ marginTop: 6 }}>
          <Switch
            size="small"
            checked={hideInvisible}
            onChange={setHideInvisible}
            aria-label={intl.formatMessage({ id: 'editors.selector.hideInvisible' })}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <FormattedMessage id="editors.selector.hideInvisible" />
          </Typography.Text>
        </Space>
      ) : null}
      {entry.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 6 }}
          message={errorText(entry.error, 'editors.selector.loadFailed')}
          action={
            <Button size="small" onClick={reload}>
              <FormattedMessage id="editors.selector.retry" />
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
