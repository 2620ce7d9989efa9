import { useEffect, useMemo } from 'react';
import { Result } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import { configActions, configSelectors } from 'src-models/config';
import {
  hasDealerList,
  noDealerList,
  reservationDeskActions,
  reservationScope,
  selectActivityLoad,
  tabActivityId,
} from 'src-models/reservations';
import { selectCan } from 'src-models/session';
import type { ReservationRecord } from 'src-services/reservations';
import { useFieldWords } from 'src/components/formFields';
import { ListContainer } from 'src/components/list';
import { LoadFailure } from 'src/components/loadFailure';
import { PageSpinner } from 'src/components/PageSpinner';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { reservationColumns, reservationFilters, type ReservationTab } from './reservationColumns';
import { ReservationExportButton } from './ReservationExportButton';

const NO_FIELDS: never[] = [];

/**
 * One tab of the reservation records (02-operations §2 screen 6): the records of the activity the global config
 * names for the tab, with a column and, where one makes sense, a filter per field of its form. Display only.
 */
export function ReservationRecords({ tab }: { tab: ReservationTab }) {
  const intl = useIntl();
  const words = useFieldWords(PRIVILEGES.reservationReadIdentity);
  const dispatch = useAppDispatch();
  const config = useAppSelector(configSelectors.selectData);
  const configLoad = useAppSelector(configSelectors.selectLoad);
  // §6 lists only the record search for reservations: Export lists the same records (docs/areas/reservation.md).
  const canExport = useAppSelector((state) => selectCan(state, [PRIVILEGES.reservationSearch]));
  const activityId = tabActivityId(config, tab);
  const activityLoad = useAppSelector((state) => selectActivityLoad(state, activityId));
  const fields = activityLoad.activity?.form_fields ?? NO_FIELDS;

  // The desk asks for the config unless it is there or on its way (the config page saves through the same model,
  // and the first screen asked already when the app opened here), then for the form of the activity it names:
  // again when that activity is known (the config came after a Retry, or names another one).
  useEffect(() => {
    dispatch(reservationDeskActions.recordsOpened({ tab }));
  }, [dispatch, tab, activityId]);

  const scope = useMemo(() => reservationScope(activityId), [activityId]);
  const columns = useMemo(() => reservationColumns(fields, tab, intl, words), [fields, tab, intl, words]);
  const filterFields = useMemo(() => reservationFilters(fields, tab, words), [fields, tab, words]);

  const body = () => {
    if (configLoad.status === 'failed' && configLoad.error)
      return (
        <LoadFailure
          titleKey="reservation.configFailed"
          error={configLoad.error}
          onRetry={() => dispatch(configActions.loadRequested())}
        />
      );
    if (!config) return <PageSpinner />;
    if (!activityId)
      return (
        <Result
          status="info"
          title={intl.formatMessage({ id: 'reservation.noActivity' })}
          subTitle={intl.formatMessage({ id: 'reservation.noActivityHint' })}
        />
      );
    if (activityLoad.status === 'failed' && activityLoad.error && !activityLoad.activity)
      return (
        <LoadFailure
          titleKey="reservation.activityFailed"
          error={activityLoad.error}
          onRetry={() => dispatch(reservationDeskActions.activityRequested({ id: activityId }))}
        />
      );
    if (!activityLoad.activity) return <PageSpinner />;
    return (
      <ListContainer<ReservationRecord>
        model={tab === 'hasDealer' ? hasDealerList : noDealerList}
        columns={columns}
        filterFields={filterFields}
        rowKey="id"
        scope={scope}
        toolbar={
          canExport
            ? [<ReservationExportButton key="export" activityId={activityId} fields={fields} tab={tab} />]
            : []
        }
      />
    );
  };

  return (
    <>
      <RouteTabs group="reservation" />
      {body()}
    </>
  );
}
