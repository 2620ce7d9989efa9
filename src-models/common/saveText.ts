import type { MessageId } from 'src-locales/messageIds';

/**
 * A save's toast text: one for every save, or one per action (02-operations §8 shows 'Created successfully' on
 * a create and 'Updated successfully' on an update, and their failures 'Create failed' and 'Update failed').
 */
export type SaveText = MessageId | { create: MessageId; update: MessageId };

/** Whether a save's input is an update: by default, it names the record it changes with a non-empty `id`. */
export type IsUpdate<I> = (input: I) => boolean;

export const hasId: IsUpdate<unknown> = (input) =>
  typeof input === 'object' && input !== null && 'id' in input && Boolean((input as { id?: unknown }).id);

/** The text of this save: the action's when the text is one per action. */
export function saveTextFor<I>(text: SaveText, input: I, isUpdate: IsUpdate<I> = hasId): MessageId {
  if (typeof text === 'string') return text;
  return isUpdate(input) ? text.update : text.create;
}
