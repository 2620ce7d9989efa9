import { Switch } from 'antd';
import { useId } from 'react';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: ReactNode;
}

/** A yes/no setting: a switch named by its label. */
export function FlagSwitch({ label, checked, onChange, disabled, hint }: Props) {
  const id = useId();
  return (
    <div className="form-builder-setting" style={{ marginBottom: 12 }}>
      <Switch id={id} size="small" checked={checked} disabled={disabled} onChange={onChange} />{' '}
      <label htmlFor={id}>{label}</label>
      {hint ? <div className="form-builder-hint">{hint}</div> : null}
    </div>
  );
}
