import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { SavedFilter } from 'src-services/types';
import { FieldSelect, useLookup } from 'src/components/selectors';

const COHORTS = { kind: 'memberCohorts' } as const;

/**
 * The member list's saved filters, the cohorts a task can tag; read afresh when the dialog opens, since the
 * operator may have saved one a moment ago.
 */
export function CohortSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (id: string) => void;
}) {
  const intl = useIntl();
  const { entry, reload } = useLookup(COHORTS);
  useEffect(() => reload(), [reload]);
  return (
    <FieldSelect
      id={id}
      value={value}
      onChange={onChange}
      loading={entry.status === 'loading'}
      options={(entry.items as SavedFilter[]).map((filter) => ({ value: filter.id, label: filter.name }))}
      notFoundContent={intl.formatMessage({ id: 'tagging.noCohorts' })}
    />
  );
}
