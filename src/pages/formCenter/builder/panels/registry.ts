import type { ComponentType } from 'react';
import { DateLimitsPanel } from './DateLimitsPanel';
import { withDefaultAnswer } from './DefaultAnswerSetting';
import { flagsPanel } from './FlagsPanel';
import { IdentityPanel } from './IdentityPanel';
import { NumberPanel } from './NumberPanel';
import { OptionPanel } from './OptionPanel';
import { PhonePanel } from './PhonePanel';
import { TermsPanel } from './TermsPanel';
import { TextPanel } from './TextPanel';
import { textSettingPanel } from './TextSettingPanel';
import { TimeSlotPanel } from './TimeSlotPanel';
import type { PanelProps } from './types';

const ADDRESS_PARTS = ['country', 'province', 'city', 'district', 'address'] as const;

/** Each type's own settings (01-platform §3); a type the product does not know has the common ones only. */
export const TYPE_PANELS: Record<string, ComponentType<PanelProps>> = {
  address: flagsPanel(
    ADDRESS_PARTS.map((part) => [`require_${part}`, `formBuilder.address.require_${part}`] as const),
  ),
  birthday: withDefaultAnswer(DateLimitsPanel),
  date: withDefaultAnswer(DateLimitsPanel),
  date_time: withDefaultAnswer(DateLimitsPanel),
  date_range: withDefaultAnswer(DateLimitsPanel),
  date_time_range: withDefaultAnswer(DateLimitsPanel),
  email: textSettingPanel('default_value', 'formBuilder.common.defaultValue'),
  hidden_text: TextPanel,
  html_content: textSettingPanel('id', 'formBuilder.html.id'),
  name: withDefaultAnswer(flagsPanel([['use_first_and_last', 'formBuilder.name.useFirstAndLast']])),
  number: NumberPanel,
  option: OptionPanel,
  phone: withDefaultAnswer(PhonePanel),
  tc: TermsPanel,
  text: TextPanel,
  time: textSettingPanel('default_value', 'formBuilder.common.defaultValue'),
  time_slot: TimeSlotPanel,
  identity: IdentityPanel,
};
