import { Checkbox, Radio } from 'antd';
import { IDENTITY_TYPES } from 'config/formFields';
import { FlagSwitch } from './FlagSwitch';
import { Labeled } from './Labeled';
import type { PanelProps } from './types';
import { useConfigEditor } from './useConfigEditor';
import { useT } from 'src/components/useT';

/** identity: the documents accepted (at least one), the default among them, name and birthday asked or not. */
export function IdentityPanel(props: PanelProps) {
  const t = useT();
  const { config, set, problemsOf } = useConfigEditor(props);
  const enabled = Array.isArray(config.enabled_identity_types) ? config.enabled_identity_types : [];
  const named = (type: string) => ({ value: type, label: t(`formField.identity.${type as 'mainland'}`) });
  const setEnabled = (types: string[]) =>
    props.onChange({
      ...props.field,
      config: {
        ...config,
        enabled_identity_types: IDENTITY_TYPES.filter((type) => types.includes(type)),
        ...(types.includes(String(config.default_choice)) ? {} : { default_choice: undefined }),
      },
    });
  return (
    <>
      <Labeled
        group
        label={t('formBuilder.identity.enabled')}
        problems={problemsOf(['enabled_identity_types'])}
      >
        {() => <Checkbox.Group options={IDENTITY_TYPES.map(named)} value={enabled} onChange={setEnabled} />}
      </Labeled>
      <Labeled group label={t('formBuilder.identity.default')} problems={problemsOf(['default_choice'])}>
        {() => (
          <Radio.Group
            options={[{ value: '', label: t('formBuilder.none') }, ...enabled.map(named)]}
            value={typeof config.default_choice === 'string' ? config.default_choice : ''}
            onChange={(event) => set(['default_choice'], event.target.value || undefined)}
          />
        )}
      </Labeled>
      <FlagSwitch
        label={t('formBuilder.identity.requireName')}
        checked={config.require_name === true}
        onChange={(checked) => set(['require_name'], checked)}
      />
      <FlagSwitch
        label={t('formBuilder.identity.requireBirthday')}
        checked={config.require_birthday === true}
        onChange={(checked) => set(['require_birthday'], checked)}
      />
    </>
  );
}
