import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { activitySearchRequested, selectPromotePickers } from 'src-models/promote';
import { FieldSelect } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}

/**
 * The activity the promote page shows (02-operations §9): only activities visible and online now are offered,
 * searched by title on the server 500 ms after the last keystroke (the model debounces). The chosen activity
 * keeps its title on the chip even when a later search no longer lists it.
 */
export function ActivityPicker({ id, value, onChange, disabled }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { activities } = useAppSelector(selectPromotePickers);
  const titles = useRef(new Map<string, string>());

  useEffect(() => {
    dispatch(activitySearchRequested({ keyword: '' }));
  }, [dispatch]);

  const options = useMemo(() => {
    for (const item of activities.items) titles.current.set(item.id, item.title);
    const shown = activities.items.map((item) => ({ value: item.id, label: item.title }));
    if (value && !activities.items.some((item) => item.id === value))
      shown.unshift({ value, label: titles.current.get(value) ?? value });
    return shown;
  }, [activities.items, value]);

  return (
    <FieldSelect
      id={id}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      disabled={disabled}
      allowClear
      showSearch
      filterOption={false}
      onSearch={(keyword) => dispatch(activitySearchRequested({ keyword }))}
      loading={activities.status === 'pending'}
      options={options}
      placeholder={intl.formatMessage({ id: 'promote.config.activityPlaceholder' })}
      notFoundContent={intl.formatMessage({
        id: activities.status === 'failed' ? 'promote.config.activitiesFailed' : 'promote.config.noActivity',
      })}
      style={{ maxWidth: 480 }}
    />
  );
}
