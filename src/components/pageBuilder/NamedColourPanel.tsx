import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { MessageId } from 'src-locales/messageIds';
import { useT } from 'src/components/useT';

/** antd's colour panel's controls, by class, and the names they are given (in order where there are several). */
const CONTROLS: [selector: string, names: MessageId[]][] = [
  ['.ant-color-picker-slider-handle', ['pageBuilder.colour.hue']],
  ['.ant-color-picker-format-select input', ['pageBuilder.colour.notation']],
  ['.ant-color-picker-hex-input input', ['pageBuilder.colour.hex']],
  [
    '.ant-color-picker-rgb-input input',
    ['pageBuilder.colour.red', 'pageBuilder.colour.green', 'pageBuilder.colour.blue'],
  ],
  [
    '.ant-color-picker-hsb-input input',
    ['pageBuilder.colour.hue', 'pageBuilder.colour.saturation', 'pageBuilder.colour.brightness'],
  ],
];

/**
 * antd's colour picker panel (`panelRender`) with its controls named: antd names none of them (its hue slider,
 * notation select and value inputs), which a screen reader then cannot tell apart (axe: serious). The panel
 * redraws its inputs when the notation changes, so they are named again whenever its content changes.
 */
export function NamedColourPanel({ children }: { children: ReactNode }) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = panel.current;
    if (!root) return;
    const name = () => {
      for (const [selector, names] of CONTROLS)
        root.querySelectorAll(selector).forEach((control, index) => {
          const label = t(names[Math.min(index, names.length - 1)]);
          if (control.getAttribute('aria-label') !== label) control.setAttribute('aria-label', label);
        });
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [t]);
  return <div ref={panel}>{children}</div>;
}
