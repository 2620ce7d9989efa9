import { Input } from 'antd';
import { problemsAt } from './useConfigEditor';
import { useConfigEditor } from './useConfigEditor';
import { FlagSwitch } from './FlagSwitch';
import { Labeled } from './Labeled';
import type { PanelProps } from './types';
import { useT } from 'src/components/useT';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What every type has (01-platform §3): key, both labels, required, placeholder, error text, invisible, disable. */
export function CommonPanel(props: PanelProps) {
  const { field, onChange, problems, canEditInvisible } = props;
  const t = useT();
  const { config, set, problemsOf } = useConfigEditor(props);
  const textSetting = (path: string[], labelId: Parameters<typeof t>[0]) => (
    <Labeled label={t(labelId)} problems={problemsOf(path)}>
      {(id, describedBy) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          value={text(
            path.reduce<unknown>((at, name) => (at as Record<string, unknown> | undefined)?.[name], config),
          )}
          onChange={(event) => set(path, event.target.value)}
        />
      )}
    </Labeled>
  );
  return (
    <>
      <Labeled label={t('formBuilder.common.key')} problems={problemsAt(problems, ['key'])}>
        {(id, describedBy) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            value={field.key}
            onChange={(event) => onChange({ ...field, key: event.target.value })}
          />
        )}
      </Labeled>
      {textSetting(['translation', 'en'], 'formBuilder.common.en')}
      {textSetting(['translation', 'zh'], 'formBuilder.common.zh')}
      {textSetting(['placeholder'], 'formBuilder.common.placeholder')}
      {textSetting(['error_msg'], 'formBuilder.common.errorMsg')}
      <FlagSwitch
        label={t('formBuilder.common.required')}
        checked={config.required === true}
        onChange={(checked) => set(['required'], checked)}
      />
      <FlagSwitch
        label={t('formBuilder.common.invisible')}
        checked={config.invisible === true}
        disabled={!canEditInvisible}
        hint={canEditInvisible ? undefined : t('formBuilder.common.invisibleLocked')}
        onChange={(checked) => set(['invisible'], checked)}
      />
      <FlagSwitch
        label={t('formBuilder.common.disable')}
        checked={field.disable === true}
        onChange={(checked) => onChange({ ...field, disable: checked })}
      />
    </>
  );
}
