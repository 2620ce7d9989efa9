import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Button, Dropdown } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { buttonsThatFit } from './buttonsThatFit';

interface Props {
  items: readonly ReactElement[];
  moreLabel: string;
}

/**
 * A list's own buttons in one row that never wraps and never squeezes the total: those that do not fit the
 * width left fold, from the last, into a More menu. The folded buttons are the same elements (a file input or a
 * dialog of theirs keeps working). Widths are measured once with every button shown: the parent remounts this
 * (its `key`) when the buttons or the language change.
 */
export function FoldingToolbar({ items, moreLabel }: Props) {
  const row = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);
  const [menuOpen, setMenuOpen] = useState(false);

  useLayoutEffect(() => {
    const node = row.current;
    // Not in jsdom, where nothing has a width and everything fits.
    if (!node || typeof ResizeObserver === 'undefined') return;
    let widths: number[] = [];
    let more = 0;
    // Called by the observer after the browser's own layout (at once, then on each resize): reading widths
    // here forces none, where a layout effect's read would force one in the middle of the list's first commit.
    const fit = () => {
      // Measured while every button is shown: at the first layout (later, for a list drawn hidden at first).
      if (!widths.some(Boolean)) {
        widths = [...node.querySelectorAll<HTMLElement>(':scope > .folding-toolbar__item')].map(
          (item) => item.offsetWidth,
        );
        more = node.querySelector<HTMLElement>(':scope > .folding-toolbar__more')?.offsetWidth ?? 0;
      }
      setShown(buttonsThatFit(widths, more, node.clientWidth));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const folded = items.slice(shown);
  return (
    <div className="folding-toolbar" ref={row}>
      {items.slice(0, shown).map((item) => (
        <div className="folding-toolbar__item" key={item.key}>
          {item}
        </div>
      ))}
      {/* Kept in the row while nothing folds, unseen and out of the tab order, so its width is known. */}
      <div className={`folding-toolbar__more${folded.length ? '' : ' folding-toolbar__more--idle'}`}>
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          open={menuOpen}
          onOpenChange={setMenuOpen}
          // A button chosen closes the menu (its dialog opens over the page); its elements stay mounted.
          popupRender={() => (
            <div className="folding-toolbar__menu" onClick={() => setMenuOpen(false)}>
              {folded}
            </div>
          )}
        >
          <Button icon={<EllipsisOutlined />}>{moreLabel}</Button>
        </Dropdown>
      </div>
    </div>
  );
}
