import { useEffect, useMemo } from 'react';
import { Result } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import { configActions, configSelectors, configWanted } from 'src-models/config';
import { newRequestId } from 'src-models/common';
import { selectCan } from 'src-models/session';
import {
  auditArgs,
  complaintFields,
  complaintList,
  complaintRowsShown,
  complaintScope,
  passComplaintActions,
  refuseComplaintActions,
} from 'src-models/vehicles';
import type { AuditDecision, Complaint } from 'src-services/vehicles';
import { ListContainer, useConfirmedAction } from 'src/components/list';
import { LoadFailure } from 'src/components/loadFailure';
import { PageSpinner } from 'src/components/PageSpinner';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { afterPaint } from 'src/components/afterPaint';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { complaintColumns } from './complaintColumns';

/**
 * User complaints (02-operations §2 screen 5, §4): the records of the complaint form the global config names,
 * each with its audit status; a pending one is passed or refused after a confirmation, both final.
 */
export default function ComplaintListPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const confirm = useConfirmedAction();
  const config = useAppSelector(configSelectors.selectData);
  const load = useAppSelector(configSelectors.selectLoad);
  const canAudit = useAppSelector((state) => selectCan(state, [PRIVILEGES.motorcycleSave]));
  const workflows = useAppSelector((state) => complaintList.selectors.selectState(state).itemActions);
  // Each search's rows, once painted, ask for their audit statuses (one call each): twenty calls sent in the
  // commit that draws the rows held their paint back (~17 ms).
  const shownIds = useAppSelector((state) => complaintList.selectors.selectState(state).ids);
  useEffect(() => {
    if (!shownIds.length) return undefined;
    return afterPaint(() => dispatch(complaintRowsShown({ ids: shownIds.map(String) })));
  }, [shownIds, dispatch]);
  const formId = config?.garage.form_center_campaign_id ?? '';
  const scope = useMemo(() => complaintScope(formId), [formId]);

  // Asked unless the store has it or it is on its way (the app opened here: the first screen asked).
  useEffect(() => {
    dispatch(configWanted());
  }, [dispatch]);

  const busyId =
    [workflows.pass, workflows.refuse].find((workflow) => workflow?.status === 'pending')?.id ?? null;

  const columns = useMemo(() => {
    const onDecide = (complaint: Complaint, decision: AuditDecision) => {
      const creators = decision === 'pass' ? passComplaintActions : refuseComplaintActions;
      confirm({
        titleKey: decision === 'pass' ? 'vehicle.complaint.passConfirm' : 'vehicle.complaint.refuseConfirm',
        contentKey: decision === 'pass' ? 'vehicle.complaint.passContent' : 'vehicle.complaint.refuseContent',
        okKey: decision === 'pass' ? 'vehicle.complaint.pass' : 'vehicle.complaint.refuse',
        values: { vin: complaint.metadata.vin ?? '' },
        danger: decision === 'refuse',
        action: creators.requested({
          requestId: newRequestId(),
          id: complaint.id,
          args: auditArgs(complaint),
        }),
      });
    };
    return complaintColumns(intl, { canAudit, busyId, onDecide });
  }, [intl, canAudit, busyId, confirm]);

  const body = () => {
    if (load.status === 'failed' && load.error)
      return (
        <LoadFailure
          titleKey="vehicle.complaint.configFailed"
          error={load.error}
          onRetry={() => dispatch(configActions.loadRequested())}
        />
      );
    if (load.status !== 'succeeded' || !config) return <PageSpinner />;
    // Without the complaint form there is nothing to list: say so instead of searching every form's records.
    if (!formId)
      return (
        <Result
          status="info"
          title={intl.formatMessage({ id: 'vehicle.complaint.noForm' })}
          subTitle={intl.formatMessage({ id: 'vehicle.complaint.noFormHint' })}
        />
      );
    return (
      <ListContainer<Complaint>
        model={complaintList}
        columns={columns}
        filterFields={complaintFields.filterFields}
        rowKey="id"
        scope={scope}
      />
    );
  };

  return (
    <>
      <RouteTabs group="vehicle" />
      {body()}
    </>
  );
}
