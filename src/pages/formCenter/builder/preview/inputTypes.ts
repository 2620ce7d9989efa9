import type { ReactNode } from 'react';
import type { FormField } from 'config/formFields';
import type { FormLanguage } from '../languages';
import type { BuilderText } from '../useBuilderText';

export interface AnswerInputProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The id the field's label points at (a single input). */
  id: string;
  /** The field's label in the preview's language, to name the parts of a compound answer. */
  label: string;
  t: BuilderText;
  language: FormLanguage;
  describedBy?: string;
}

/** How the preview asks one type: its input(s); `grouped` answers have several inputs under one label. */
export interface AnswerInput {
  render: (props: AnswerInputProps) => ReactNode;
  grouped?: boolean;
}

export type Obj = Record<string, unknown>;
export const objectOf = (value: unknown): Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
export const placeholderOf = (field: FormField) => textOf(field.config?.placeholder) || undefined;
