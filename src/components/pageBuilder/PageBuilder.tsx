import { useCallback, useDeferredValue, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { App } from 'antd';
import { saveAs } from 'file-saver';
import type { BlockType, Json } from 'config/pageBuilder/blocks';
import { checkBlocks, withNewIds } from 'config/pageBuilder/validate';
import { pageBuilderActions as on, selectedBlock, type PageBuilderState } from 'src-models/pageBuilder';
import type { RootState } from 'src-models/store';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { Canvas, type CanvasActions } from './Canvas';
import { ImportDialog, useProblemText, type ImportCheck, type ImportMode } from './ImportDialog';
import { Library } from './Library';
import { PropertyPanel } from './PropertyPanel';
import { Toolbar } from './Toolbar';
import './pageBuilder.css';
import { useLatest } from 'src/components/useLatest';
import { useT } from 'src/components/useT';

const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

/** Blocks from a file or the clipboard: parsed and checked, never trusted. */
function readBlocks(text: string): ImportCheck {
  try {
    return checkBlocks(JSON.parse(text));
  } catch {
    return checkBlocks(null);
  }
}

const typing = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The Layout tab's page builder (issue 16): the component library, the 375 px phone and the selected block's
 * properties, with undo and redo of every gesture (the toolbar), the keyboard, and in the panel's global config
 * copy and paste through the system clipboard and JSON export and import. The page is a part of the document that
 * holds it (the floor's layout), read through `source`; the editor opens it and keeps it through a reload
 * (`useKeptHistory`). Read-only, it shows the page and its properties.
 */
export function PageBuilder({
  source,
  fileName,
  readOnly = false,
}: {
  source: (root: RootState) => PageBuilderState;
  fileName: string;
  readOnly?: boolean;
}) {
  const t = useT();
  const problemText = useProblemText();
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const builder = useAppSelector(source);
  const selected = selectedBlock(builder);
  const [importing, setImporting] = useState<ImportCheck | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { elements, selection } = builder;

  const actions = useMemo<CanvasActions>(
    () => ({
      onSelect: (id) => dispatch(on.blockSelected({ id })),
      onMove: (id, to) => dispatch(on.blockMoved({ id, to })),
      onDuplicate: (id) => dispatch(on.blockDuplicated({ id, newId: newId() })),
      onRemove: (id) => dispatch(on.blockRemoved({ id })),
      onDropNew: (type, index) => dispatch(on.blockAdded({ type, id: newId(), index })),
    }),
    [dispatch],
  );
  // Read-only, a block can be selected to see its properties, and nothing else.
  const viewing = useMemo<CanvasActions>(
    () => ({
      ...actions,
      onMove: () => undefined,
      onDuplicate: () => undefined,
      onRemove: () => undefined,
      onDropNew: () => undefined,
    }),
    [actions],
  );
  const selectedIndex = elements.findIndex((element) => element.id === selection);
  const addAfterSelection = (type: BlockType) =>
    dispatch(on.blockAdded({ type, id: newId(), index: selectedIndex < 0 ? undefined : selectedIndex + 1 }));
  const onChange = useCallback(
    (id: string, path: string[], value: Json, typing = false) =>
      dispatch(on.blockChanged({ id, path, value, typing })),
    [dispatch],
  );

  const copy = () => {
    if (!selected) {
      void message.warning(t('pageBuilder.noSelection'));
      return;
    }
    navigator.clipboard.writeText(JSON.stringify([selected], null, 2)).then(
      () => void message.success(t('pageBuilder.copied')),
      () => void message.error(t('pageBuilder.pasteFailed')),
    );
  };
  const paste = async () => {
    const check = readBlocks(await navigator.clipboard.readText().catch(() => ''));
    if (check.problems.length > 0) {
      void message.error(
        check.problems[0].rule === 'notArray' ? t('pageBuilder.pasteFailed') : problemText(check.problems[0]),
      );
      return;
    }
    dispatch(
      on.blocksInserted({
        elements: withNewIds(check.elements, newId),
        mode: 'append',
        source: 'pasted',
        index: selectedIndex < 0 ? undefined : selectedIndex + 1,
      }),
    );
  };
  const exportJson = () =>
    saveAs(new Blob([JSON.stringify(elements, null, 2)], { type: 'application/json' }), `${fileName}.json`);
  const importFile = async (file: File | undefined) => {
    if (file) setImporting(readBlocks(await file.text()));
  };
  const confirmImport = (mode: ImportMode) => {
    if (importing)
      dispatch(
        on.blocksInserted({ elements: withNewIds(importing.elements, newId), mode, source: 'imported' }),
      );
    setImporting(null);
  };

  // The panel follows a new selection in a render of its own, after the canvas has shown it: a block's fields
  // take 50-100 ms to draw here. Its block's changes (typing, undo) reach it at once.
  const panelId = useDeferredValue(selection);
  const inPanel = useMemo(
    () => elements.find((element) => element.id === panelId) ?? null,
    [elements, panelId],
  );
  const globalActions = useLatest({ copy, paste, exportJson });
  const global = useMemo(
    () =>
      readOnly
        ? undefined
        : {
            onCopy: () => globalActions.current.copy(),
            onPaste: () => void globalActions.current.paste(),
            onExport: () => globalActions.current.exportJson(),
            onImport: () => fileInput.current?.click(),
          },
    [readOnly, globalActions],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (readOnly || typing(event.target)) return;
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    const run = (effect: () => void) => {
      event.preventDefault();
      effect();
    };
    if (command && key === 'z')
      return run(() => dispatch(event.shiftKey ? on.redoRequested() : on.undoRequested()));
    if (event.ctrlKey && key === 'y') return run(() => dispatch(on.redoRequested()));
    if (command && key === 'c') return run(copy);
    if (command && key === 'v') return run(() => void paste());
    if (event.key === '?') return run(() => setShortcutsOpen((open) => !open));
    if (!selected) return;
    if (key === 'delete' || key === 'backspace') return run(() => actions.onRemove(selected.id));
    if (command && key === 'd') return run(() => actions.onDuplicate(selected.id));
    if (event.altKey && (key === 'arrowup' || key === 'arrowdown'))
      return run(() => actions.onMove(selected.id, selectedIndex + (key === 'arrowup' ? -1 : 1)));
  };

  return (
    <div className="page-builder" onKeyDown={onKeyDown}>
      {readOnly ? null : (
        <Toolbar
          undoStep={builder.past.at(-1)}
          redoStep={builder.future[0]}
          shortcutsOpen={shortcutsOpen}
          onShortcutsOpen={setShortcutsOpen}
          onUndo={() => dispatch(on.undoRequested())}
          onRedo={() => dispatch(on.redoRequested())}
        />
      )}
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        aria-label={t('pageBuilder.import.file')}
        hidden
        onChange={(event) => {
          void importFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="page-builder-areas">
        {readOnly ? null : <Library onAdd={addAfterSelection} />}
        <Canvas
          elements={elements}
          selection={selection}
          actions={readOnly ? viewing : actions}
          readOnly={readOnly}
        />
        <PropertyPanel element={inPanel} onChange={onChange} readOnly={readOnly} global={global} />
      </div>
      {importing ? (
        <ImportDialog
          check={importing}
          current={elements.length}
          onConfirm={confirmImport}
          onCancel={() => setImporting(null)}
        />
      ) : null}
    </div>
  );
}
