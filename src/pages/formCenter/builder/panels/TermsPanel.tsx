import { Button, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FlagSwitch } from './FlagSwitch';
import { KeywordRow, type TermsKeyword } from './KeywordRow';
import { Labeled } from './Labeled';
import type { PanelProps } from './types';
import { useConfigEditor } from './useConfigEditor';
import { useT } from 'src/components/useT';

/** tc: the terms text with its `${keyword}` parts, each keyword linked to a reservation policy, must agree. */
export function TermsPanel(props: PanelProps) {
  const t = useT();
  const { config, set, problemsOf } = useConfigEditor(props);
  const keywords: TermsKeyword[] = Array.isArray(config.keywords) ? config.keywords : [];
  return (
    <>
      <Labeled
        label={t('formBuilder.tc.label')}
        problems={problemsOf(['label'])}
        hint={t('formBuilder.tc.labelHint')}
      >
        {(id, describedBy) => (
          <Input.TextArea
            id={id}
            aria-describedby={describedBy}
            rows={2}
            value={typeof config.label === 'string' ? config.label : ''}
            onChange={(event) => set(['label'], event.target.value)}
          />
        )}
      </Labeled>
      <FlagSwitch
        label={t('formBuilder.tc.mustAgree')}
        checked={config.must_agree === true}
        onChange={(checked) => set(['must_agree'], checked)}
      />
      <fieldset className="form-builder-group">
        <legend>{t('formBuilder.tc.keywords')}</legend>
        {keywords.map((keyword, index) => (
          <KeywordRow
            key={index}
            keyword={keyword}
            number={index + 1}
            problems={problemsOf(['keywords', index])}
            onChange={(next) => set(['keywords', index], next)}
            onRemove={() =>
              set(
                ['keywords'],
                keywords.filter((_, at) => at !== index),
              )
            }
          />
        ))}
        <Button
          icon={<PlusOutlined />}
          onClick={() => set(['keywords'], [...keywords, { keyword: '', policy_id: '' }])}
        >
          {t('formBuilder.tc.add')}
        </Button>
      </fieldset>
    </>
  );
}
