import { useMemo } from 'react';
import { PRIVILEGES } from 'config/privileges';
import { floorFields, floorList, floorTypeScope, floorVisibility } from 'src-models/floors';
import type { Floor } from 'src-services/floors';
import { CrudList, type ColumnOverride, type CrudEditPage, type RowAction } from 'src/components/list';
import { floorEditorPath, newFloorPath, useFloorPlace } from './floorPlace';
import { PreviewCodeButton } from './PreviewCodeButton';
import { VisibilityTag } from './VisibilityTag';

const nowSeconds = () => Math.floor(Date.now() / 1000);

const OVERRIDES: Partial<Record<string, ColumnOverride<Floor>>> = {
  visible: {
    titleKey: 'floor.visibility',
    render: (_, floor) => <VisibilityTag visibility={floorVisibility(floor, nowSeconds())} />,
  },
  description: { ellipsis: true },
};

const ROW_ACTIONS: RowAction<Floor>[] = [
  {
    key: 'preview',
    allowed: true,
    render: (floor) => <PreviewCodeButton type={floor.type} id={floor.id} inline />,
  },
];

/**
 * The floors of one type (02-operations §2 screen 10): searched on the server, heaviest and latest first, each
 * with its visibility (visible plus the online/offline times), its detail and its preview code; a create
 * button for operators who may create floors.
 */
export default function FloorListPage() {
  const { type, inTabs } = useFloorPlace();
  const scope = useMemo(() => floorTypeScope(type), [type]);
  const editPage = useMemo((): CrudEditPage<Floor> => {
    const place = { type, inTabs };
    return {
      link: (floor) => floorEditorPath(place, floor.id),
      requirement: [PRIVILEGES.floorUpdate],
      // The detail opens with the floor-view privilege.
      readRequirement: [PRIVILEGES.floorGet],
      readLabelKey: 'list.view',
      create: { labelKey: 'floor.create', link: newFloorPath(place), requirement: [PRIVILEGES.floorCreate] },
    };
  }, [type, inTabs]);

  return (
    <CrudList<Floor, never>
      model={floorList}
      fields={floorFields}
      rowKey="id"
      scope={scope}
      overrides={OVERRIDES}
      editPage={editPage}
      rowActions={ROW_ACTIONS}
    />
  );
}
