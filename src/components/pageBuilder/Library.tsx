import { useId, useState } from 'react';
import { Button, Input, Tabs, Typography } from 'antd';
import { groupTypes, LIBRARY_GROUPS, type BlockType, type LibraryTab } from 'config/pageBuilder/blocks';
import { useBlockName } from './useBuilderText';
import { useT } from 'src/components/useT';

/** Where a library item dragged onto the canvas says what it adds. */
export const LIBRARY_DRAG_TYPE = 'application/x-page-builder-block';

/**
 * The component library: searchable, in two tabs, each in groups under their headings (a group nothing matches is
 * left out); a click adds after the selected block, a drag where it drops.
 */
export function Library({ onAdd }: { onAdd: (type: BlockType) => void }) {
  const t = useT();
  const blockName = useBlockName();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const matches = (type: BlockType) =>
    !search.trim() || blockName(type).toLowerCase().includes(search.trim().toLowerCase());
  const item = (type: BlockType) => (
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
  );
  const groups = (tab: LibraryTab) => {
    const shown = LIBRARY_GROUPS[tab]
      .map((group) => ({ group, types: groupTypes(group).filter(matches) }))
      .filter(({ types }) => types.length > 0);
    if (shown.length === 0)
      return <Typography.Text type="secondary">{t('pageBuilder.library.none')}</Typography.Text>;
    return shown.map(({ group, types }) => {
      const headingId = `${titleId}-${group}`;
      return (
        <div key={group} className="page-builder-library-group">
          <h6 id={headingId} className="page-builder-library-heading">
            <Typography.Text strong>{t(`pageBuilder.library.group.${group}`)}</Typography.Text>
          </h6>
          <ul className="page-builder-library-items" aria-labelledby={headingId}>
            {types.map(item)}
          </ul>
        </div>
      );
    });
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
          { key: 'components', label: t('pageBuilder.library.components'), children: groups('components') },
          { key: 'elements', label: t('pageBuilder.library.elements'), children: groups('elements') },
        ]}
      />
    </section>
  );
}
