import { Input } from 'antd';
import { SMS_CODE_PLACEHOLDER } from 'config/formCenter/rules';
import { FlagSwitch } from './FlagSwitch';
import { Labeled } from './Labeled';
import type { PanelProps } from './types';
import { useConfigEditor } from './useConfigEditor';
import { useT } from 'src/components/useT';

/** phone: country code asked or not, SMS verification and its text, which carries the code's placeholder. */
export function PhonePanel(props: PanelProps) {
  const t = useT();
  const { config, set, problemsOf } = useConfigEditor(props);
  return (
    <>
      <FlagSwitch
        label={t('formBuilder.phone.requireCountryCode')}
        checked={config.require_country_code === true}
        onChange={(checked) => set(['require_country_code'], checked)}
      />
      <FlagSwitch
        label={t('formBuilder.phone.requireVerification')}
        checked={config.require_verification === true}
        onChange={(checked) => set(['require_verification'], checked)}
      />
      <Labeled
        label={t('formBuilder.phone.smsContent')}
        problems={problemsOf(['sms_content'])}
        hint={t('formBuilder.phone.smsHint', { placeholder: SMS_CODE_PLACEHOLDER })}
      >
        {(id, describedBy) => (
          <Input.TextArea
            id={id}
            aria-describedby={describedBy}
            rows={2}
            value={typeof config.sms_content === 'string' ? config.sms_content : ''}
            onChange={(event) => set(['sms_content'], event.target.value)}
          />
        )}
      </Labeled>
    </>
  );
}
