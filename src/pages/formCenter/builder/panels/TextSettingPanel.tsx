import { Input } from 'antd';
import type { MessageId } from 'src-locales/messageIds';
import { Labeled } from './Labeled';
import type { PanelProps } from './types';
import { useConfigEditor } from './useConfigEditor';
import { useT } from 'src/components/useT';

/** A panel of one text setting: html_content's content id, e-mail's and time's default value. */
export function textSettingPanel(name: string, labelId: MessageId) {
  return function TextSettingPanel(props: PanelProps) {
    const t = useT();
    const { config, set, problemsOf } = useConfigEditor(props);
    return (
      <Labeled label={t(labelId)} problems={problemsOf([name])}>
        {(id, describedBy) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            value={typeof config[name] === 'string' ? (config[name] as string) : ''}
            onChange={(event) => set([name], event.target.value)}
          />
        )}
      </Labeled>
    );
  };
}
