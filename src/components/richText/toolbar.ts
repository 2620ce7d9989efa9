import type { BuiltInControlType } from 'braft-editor';

/** 03-community-analytics §2.9: headings 1 to 5, bold, italic, underline, strike. */
export const BASIC_CONTROLS: BuiltInControlType[] = [
  'undo',
  'redo',
  'separator',
  'headings',
  'bold',
  'italic',
  'underline',
  'strike-through',
];

/** Documents (terms, the garage authorisation) also need lists and links. */
export const DOCUMENT_CONTROLS: BuiltInControlType[] = [
  ...BASIC_CONTROLS,
  'separator',
  'list-ul',
  'list-ol',
  'link',
];

export const HEADINGS = [
  'header-one',
  'header-two',
  'header-three',
  'header-four',
  'header-five',
  'unstyled',
];

export type Toolbar = 'basic' | 'document';
