import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { docAreaActions, selectAdminCandidates } from 'src-models/docs';
import type { AdminCandidate, DocAdmin } from 'src-services/docs';
import { FieldSelect } from 'src/components/selectors';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

interface Props {
  /** The club edited (its own admins stay on offer); null for a new club. */
  docId: string | null;
  id?: string;
  value?: DocAdmin[];
  onChange?: (value: DocAdmin[]) => void;
  disabled?: boolean;
}

const adminOf = (member: AdminCandidate): DocAdmin => ({
  unionid: member.unionid,
  email: member.profile?.email ?? '',
  ...(member.profile?.name ? { name: member.profile.name } : {}),
});

const labelOf = (admin: DocAdmin) => [admin.name, admin.email].filter(Boolean).join(' · ') || admin.unionid;

/**
 * The club's administrators (03-community-analytics §5): members searched by name, e-mail or phone on the
 * server 500 ms after the last keystroke, less those who already administer another club. The chosen keep their
 * names on the chips whatever a later search lists.
 */
export function AdminsField({ docId, id, value = [], onChange, disabled }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const candidates = useAppSelector(selectAdminCandidates);
  const known = useRef(new Map<string, DocAdmin>());

  useEffect(() => {
    dispatch(docAreaActions.adminSearchRequested({ keyword: '', docId }));
  }, [dispatch, docId]);

  // The chosen keep their labels (labelInValue), so the options are only what the search found.
  const options = useMemo(() => {
    const found = candidates.items.map(adminOf);
    for (const admin of found) known.current.set(admin.unionid, admin);
    return found.map((admin) => ({ value: admin.unionid, label: labelOf(admin) }));
  }, [candidates.items]);
  for (const admin of value) known.current.set(admin.unionid, admin);

  return (
    <FieldSelect
      id={id}
      mode="multiple"
      labelInValue
      value={value.map((admin) => ({ value: admin.unionid, label: labelOf(admin) }))}
      onChange={(chosen: { value: string }[]) =>
        onChange?.(chosen.flatMap(({ value: unionid }) => known.current.get(unionid) ?? []))
      }
      disabled={disabled}
      showSearch
      filterOption={false}
      onSearch={(keyword) => dispatch(docAreaActions.adminSearchRequested({ keyword, docId }))}
      loading={candidates.status === 'pending'}
      options={options}
      placeholder={intl.formatMessage({ id: 'doc.form.adminsPlaceholder' })}
      notFoundContent={intl.formatMessage({
        id: candidates.status === 'failed' ? 'doc.form.adminsFailed' : 'doc.form.adminsNone',
      })}
    />
  );
}
