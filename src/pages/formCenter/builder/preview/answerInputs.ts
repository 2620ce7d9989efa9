import {
  ADDRESS_INPUT,
  IDENTITY_INPUT,
  NAME_INPUT,
  PHONE_INPUT,
  rangeInput,
  TIME_SLOT_INPUT,
} from './compoundInputs';
import { OPTION_INPUT, TERMS_INPUT } from './choiceInputs';
import type { AnswerInput } from './inputTypes';
import {
  BIRTHDAY_INPUT,
  CONTENT_INPUT,
  dateInput,
  NUMBER_INPUT,
  TEXT_INPUT,
  TIME_INPUT,
} from './simpleInputs';

export { TEXT_INPUT };

/** How the preview asks each type (01-platform §3); a type the product does not know is asked as text. */
export const ANSWER_INPUTS: Record<string, AnswerInput> = {
  address: ADDRESS_INPUT,
  birthday: BIRTHDAY_INPUT,
  date: dateInput(false),
  date_time: dateInput(true),
  date_range: rangeInput(false),
  date_time_range: rangeInput(true),
  email: TEXT_INPUT,
  hidden_text: TEXT_INPUT,
  html_content: CONTENT_INPUT,
  name: NAME_INPUT,
  number: NUMBER_INPUT,
  option: OPTION_INPUT,
  phone: PHONE_INPUT,
  tc: TERMS_INPUT,
  text: TEXT_INPUT,
  time: TIME_INPUT,
  time_slot: TIME_SLOT_INPUT,
  identity: IDENTITY_INPUT,
};
