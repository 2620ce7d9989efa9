import { platformMessages, type LocaleCode, type Messages } from './index';

const loaded: Partial<Messages> = {};

/**
 * Loads, once, what the signed-in part shows in a language: the platform's messages and every area's. Only the
 * shown language's come with the shell; the other's when the operator switches to it.
 */
export async function loadSignedInMessages(locale: LocaleCode): Promise<void> {
  if (loaded[locale]) return;
  const areas = await import(/* webpackChunkName: "messages-[request]" */ `./${locale}/areas`);
  loaded[locale] = { ...platformMessages[locale], ...(areas.default as Record<string, string>) };
}

/** A language's signed-in messages, once loaded (the shell loads the shown one before it renders). */
export function signedInMessagesOf(locale: LocaleCode): Record<string, string> {
  const messages = loaded[locale];
  if (!messages) throw new Error(`The ${locale} messages were not loaded before they were shown`);
  return messages;
}
