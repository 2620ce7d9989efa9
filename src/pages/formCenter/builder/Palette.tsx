import { Button, Space, Typography } from 'antd';
import { useId } from 'react';
import { FORM_FIELD_TYPES, type FormFieldType } from 'config/formFields';
import { typeLabel, useBuilderText } from './useBuilderText';

interface Props {
  onAdd: (type: FormFieldType) => void;
}

/** The eighteen types, named in the operator's language: a click adds a field of that type at the end. */
export function Palette({ onAdd }: Props) {
  const t = useBuilderText();
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
