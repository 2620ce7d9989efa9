import type { CSSProperties, ReactNode } from 'react';
import { Button, Card } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

interface Props {
  title: ReactNode;
  /** Names what the delete button removes, e.g. 'Remove slide 2' (the button shows only an icon). */
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
  /** A card inside another card. */
  inner?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

/** One item of a list in a form (a banner, a slide, a carousel), with its delete button in the corner. */
export function RemovableCard({ title, removeLabel, onRemove, disabled, inner, style, children }: Props) {
  return (
    <Card
      size="small"
      type={inner ? 'inner' : undefined}
      title={title}
      style={style}
      extra={
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={disabled}
          aria-label={removeLabel}
          onClick={onRemove}
        />
      }
    >
      {children}
    </Card>
  );
}
