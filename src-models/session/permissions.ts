/**
 * Permission requirements (01-platform §6): a list of alternatives; an alternative joins privilege names with
 * `+` and needs all of them; any alternative suffices. No requirement (or an empty list) means allowed.
 */
export type Requirement = readonly string[];

function alternativeHolds(alternative: string, held: ReadonlySet<string>): boolean {
  const names = alternative
    .split('+')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => held.has(name));
}

export function can(privileges: readonly string[], requirement?: Requirement): boolean {
  if (!requirement || requirement.length === 0) return true;
  const held = new Set(privileges);
  return requirement.some((alternative) => alternativeHolds(alternative, held));
}

/** Privileges posted by a hosting frame must be a list of strings (03-community-analytics §6). */
export function parsePrivilegeMessage(data: unknown): string[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, privileges } = data as { type?: unknown; privileges?: unknown };
  if (type !== 'privileges' || !Array.isArray(privileges)) return null;
  if (!privileges.every((name) => typeof name === 'string' && name.length > 0 && name.length < 200))
    return null;
  return [...new Set(privileges as string[])];
}
