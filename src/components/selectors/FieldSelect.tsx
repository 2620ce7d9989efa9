import { Select, type SelectProps } from 'antd';

/**
 * A Select as a required form field: antd's Form.Item hands it `aria-required`, which antd puts on the select's
 * outer box, where ARIA does not allow it (axe: aria-allowed-attr). The label's mark and the validation
 * message say the field is required.
 */
export function FieldSelect({
  'aria-required': _required,
  ...props
}: SelectProps & { 'aria-required'?: unknown }) {
  return <Select {...props} />;
}
