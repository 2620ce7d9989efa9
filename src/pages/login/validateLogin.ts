import { EMAIL_PATTERN } from 'config/validators';
import type { LoginRequest } from 'src-services/types';
import type { MessageId } from 'src-locales/messageIds';

export type LoginErrors = Partial<Record<keyof LoginRequest, MessageId>>;

/** 01-platform §5: the message keys of what is wrong with the login form, if anything. */
export function validateLogin(values: LoginRequest): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'login.email.required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'login.email.invalid';
  if (!values.password) errors.password = 'login.password.required';
  return errors;
}
