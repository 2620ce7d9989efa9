import { useMemo } from 'react';
import { Space } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { floorFields, floorList, floorTypeScope, floorVisibility } from 'src-models/floors';
import { selectCan } from 'src-models/session';
import type { Floor } from 'src-services/floors';
import { catalogueColumns, CreateButton, ListContainer } from 'src/components/list';
import { useAppSelector } from 'src/store/hooks';
import { floorEditorPath, newFloorPath, useFloorPlace } from './floorPlace';
import { PreviewCodeButton } from './PreviewCodeButton';
import { VisibilityTag } from './VisibilityTag';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The floors of one type (02-operations §2 screen 10): searched on the server, heaviest and latest first, each
 * with its visibility (visible plus the online/offline times), its detail and its preview code; a create
 * button for operators who may create floors.
 */
export default function FloorListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const place = useFloorPlace();
  const scope = useMemo(() => floorTypeScope(place.type), [place.type]);
  const canCreate = useAppSelector((state) => selectCan(state, [PRIVILEGES.floorCreate]));
  const canView = useAppSelector((state) => selectCan(state, [PRIVILEGES.floorGet]));
  const canUpdate = useAppSelector((state) => selectCan(state, [PRIVILEGES.floorUpdate]));

  const columns = useMemo(
    () =>
      catalogueColumns<Floor>(
        floorFields,
        intl,
        {
          visible: {
            titleKey: 'floor.visibility',
            render: (_, floor) => <VisibilityTag visibility={floorVisibility(floor, nowSeconds())} />,
          },
          description: { ellipsis: true },
        },
        [
          {
            key: 'actions',
            titleKey: 'floor.actions',
            fixed: 'right',
            render: (_, floor) => (
              <Space size={0}>
                {canView ? (
                  <Link to={floorEditorPath(place, floor.id)} style={{ padding: '0 7px' }}>
                    {intl.formatMessage({ id: canUpdate ? 'floor.edit' : 'floor.view' })}
                  </Link>
                ) : null}
                <PreviewCodeButton type={floor.type} id={floor.id} inline />
              </Space>
            ),
          },
        ],
      ),
    [intl, canView, canUpdate, place],
  );

  return (
    <ListContainer<Floor>
      model={floorList}
      columns={columns}
      filterFields={floorFields.filterFields}
      rowKey="id"
      scope={scope}
      toolbar={
        canCreate
          ? [
              <CreateButton
                key="create"
                label={intl.formatMessage({ id: 'floor.create' })}
                onClick={() => navigate(newFloorPath(place))}
              />,
            ]
          : []
      }
    />
  );
}
