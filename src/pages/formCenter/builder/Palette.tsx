import { Button, Space, Typography } from 'antd';
import { useId } from 'react';
import { FORM_FIELD_TYPES, type FormFieldType } from 'config/formFields';
import { typeLabel } from './useBuilderText';
import { useT } from 'src/components/useT';

interface Props {
  onAdd: (type: FormFieldType) => void;
}

/** The eighteen types, named in the operator's language: a click adds a field of that type at the end. */
export function Palette({ onAdd }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={5} id={titleId}>
        {t('formBuilder.palette.title')}
      </Typography.Title>
      <Space wrap size={[4, 4]}>
        {FORM_FIELD_TYPES.map((type) => (
          <Button key={type} size="small" onClick={() => onAdd(type)}>
            {typeLabel(t, type)}
          </Button>
        ))}
      </Space>
    </section>
  );
}
