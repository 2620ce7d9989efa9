import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
// Its styles, also where the filter panel stands outside a list (Channel Data).
import './list.css';

export interface PanelTab<K extends string> {
  key: K;
  label: string;
  content: () => ReactNode;
}

interface Props<K extends string> {
  tabs: PanelTab<K>[];
  active: K;
  onChange: (key: K) => void;
}

/**
 * The filter panel's two tabs (conditions, saved filters): the ARIA tabs pattern in plain elements. antd's Tabs
 * measures its bar and animates its ink, which cost every list's first screen about 60 ms (`npm run bench`).
 */
export function PanelTabs<K extends string>({ tabs, active, onChange }: Props<K>) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];

  // Arrow keys move between the tabs, Home and End to the first and the last.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = next > last ? 0 : next < 0 ? last : next;
    onChange(tabs[target].key);
    buttons.current[target]?.focus();
  };

  return (
    <div className="panel-tabs">
      <div role="tablist" className="panel-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === current.key}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === current.key ? 0 : -1}
            className="panel-tabs__tab"
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current.key}`}>
        {current.content()}
      </div>
    </div>
  );
}
