/** The JSON a block's data is made of, and the two ways the builder reads it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isJsonObject = (value: unknown): value is JsonObject =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The value at a path of keys and list indices (`['carousel', 'items', '0', 'image_url']`); undefined if absent. */
export const valueAt = (data: Json, path: readonly (string | number)[]): Json | undefined =>
  path.reduce<Json | undefined>((value, key) => {
    if (Array.isArray(value)) return value[Number(key)];
    return isJsonObject(value) ? value[key] : undefined;
  }, data);
