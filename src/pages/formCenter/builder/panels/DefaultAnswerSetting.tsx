import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useT } from 'src/components/useT';
import { ANSWER_INPUTS } from '../preview/answerInputs';
import { Labeled } from './Labeled';
import type { PanelProps } from './types';
import { useConfigEditor } from './useConfigEditor';

/**
 * A field's `default_value` (01-platform §3), asked as the preview asks the type's answer, so it has the answer's
 * shape: a date's unix seconds, a range's begin and end, a birthday's parts with its `time`, a name's `name` (or
 * first and last), a phone's number (and country code).
 */
export function DefaultAnswerSetting(props: PanelProps) {
  const t = useT();
  const intl = useIntl();
  const { config, set, problemsOf } = useConfigEditor(props);
  const input = ANSWER_INPUTS[props.field.type];
  const label = t('formBuilder.common.defaultValue');
  return (
    <Labeled label={label} group={input.grouped} problems={problemsOf(['default_value'])}>
      {(id, describedBy) =>
        input.render({
          field: props.field,
          value: config.default_value,
          onChange: (value) => set(['default_value'], value),
          id,
          label,
          t,
          language: intl.locale.startsWith('zh') ? 'zh' : 'en',
          describedBy,
        })
      }
    </Labeled>
  );
}

/** A type's panel followed by its default answer. */
export function withDefaultAnswer(Panel: ComponentType<PanelProps>) {
  return function PanelWithDefault(props: PanelProps) {
    return (
      <>
        <Panel {...props} />
        <DefaultAnswerSetting {...props} />
      </>
    );
  };
}
