import { Divider } from 'antd';
import { CommonPanel } from './panels/CommonPanel';
import { TYPE_PANELS } from './panels/registry';
import type { PanelProps } from './panels/types';
import { typeLabel } from './useBuilderText';
import { useT } from 'src/components/useT';

/** The selected field's settings: the common ones, then its type's own (from the registry). */
export function PropertyPanel(panelProps: PanelProps) {
  const t = useT();
  const TypePanel = TYPE_PANELS[panelProps.field.type];
  return (
    <>
      <CommonPanel {...panelProps} />
      {TypePanel ? (
        <>
          <Divider orientation="left" plain>
            {t('formBuilder.props.typeConfig', { type: typeLabel(t, panelProps.field.type) })}
          </Divider>
          <TypePanel {...panelProps} />
        </>
      ) : null}
    </>
  );
}
