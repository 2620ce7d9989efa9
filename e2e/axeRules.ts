/**
 * The axe rules that can report nothing above moderate: axe-core gives each rule one impact, which every finding
 * of the rule takes. They cannot fail a check for serious or critical violations, and skipping them takes about a
 * fifth off every check (`region` alone walks the whole page).
 */
import axe from 'axe-core';

// axe-core's loaded rules; not in its typings. A rule of unknown impact is kept.
const rules =
  (axe as unknown as { _audit?: { rules: { id: string; impact?: string }[] } })._audit?.rules ?? [];

export const RULES_BELOW_SERIOUS: readonly string[] = rules
  .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
  .map((rule) => rule.id);
