export { EmailListField, type EmailListFieldProps } from './EmailListField';
