import { useId, useState } from 'react';
import { Button, Input, Tabs, Typography } from 'antd';
import { LIBRARY_TABS, type BlockType } from 'config/pageBuilder/blocks';
import { useBlockName } from './useBuilderText';
import { useT } from 'src/components/useT';

/** Where a library item dragged onto the canvas says what it adds. */
export const LIBRARY_DRAG_TYPE = 'application/x-page-builder-block';

/** The component library: searchable, in two tabs; a click adds after the selected block, a drag where it drops. */
export function Library({ onAdd }: { onAdd: (type: BlockType) => void }) {
  const t = useT();
  const blockName = useBlockName();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const matches = (type: BlockType) =>
    !search.trim() || blockName(type).toLowerCase().includes(search.trim().toLowerCase());
  const items = (types: readonly BlockType[]) => {
    const shown = types.filter(matches);
    if (shown.length === 0)
      return <Typography.Text type="secondary">{t('pageBuilder.library.none')}</Typography.Text>;
    return (
      <ul className="page-builder-library-items">
        {shown.map((type) => (
          <li key={type}>
            <Button
              block
              draggable
              aria-label={t('pageBuilder.library.add', { block: blockName(type) })}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'copy';
                event.dataTransfer.setData(LIBRARY_DRAG_TYPE, type);
                event.dataTransfer.setData('text/plain', blockName(type));
              }}
              onClick={() => onAdd(type)}
            >
              {blockName(type)}
            </Button>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <section className="page-builder-library" aria-labelledby={titleId}>
      <Typography.Title level={5} id={titleId}>
        {t('pageBuilder.library.title')}
      </Typography.Title>
      <Input.Search
        allowClear
        aria-label={t('pageBuilder.library.search')}
        placeholder={t('pageBuilder.library.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Tabs
        items={[
          {
            key: 'components',
            label: t('pageBuilder.library.components'),
            children: items(LIBRARY_TABS.components),
          },
          {
            key: 'elements',
            label: t('pageBuilder.library.elements'),
            children: items(LIBRARY_TABS.elements),
          },
        ]}
      />
    </section>
  );
}
