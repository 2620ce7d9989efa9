import type { MessageId } from 'src-locales/messageIds';
import { FlagSwitch } from './FlagSwitch';
import type { PanelProps } from './types';
import { useConfigEditor } from './useConfigEditor';
import { useT } from 'src/components/useT';

/** A panel of yes/no settings only: address's `require_*` parts, name's first and last name apart. */
export function flagsPanel(flags: readonly (readonly [string, MessageId])[]) {
  return function FlagsPanel(props: PanelProps) {
    const t = useT();
    const { config, set } = useConfigEditor(props);
    return (
      <>
        {flags.map(([name, labelId]) => (
          <FlagSwitch
            key={name}
            label={t(labelId)}
            checked={config[name] === true}
            onChange={(checked) => set([name], checked)}
          />
        ))}
      </>
    );
  };
}
