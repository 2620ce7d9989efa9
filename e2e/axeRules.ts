/**
 * Which axe rules run. Those that can report nothing above moderate are skipped: axe-core gives each rule one
 * impact, which every finding of the rule takes, so they cannot fail a check for serious or critical violations,
 * and skipping them takes about a fifth off every check (`region` alone walks the whole page). Axe's
 * experimental rules of WCAG 2.0 and 2.1 A and AA (label-content-name-mismatch, td-has-header ...), off by
 * default, are turned on (issue 33 §4).
 */
import axe from 'axe-core';

// axe-core's loaded rules; not in its typings. A rule of unknown impact is kept.
const rules =
  (axe as unknown as { _audit?: { rules: { id: string; impact?: string; tags: string[] }[] } })._audit
    ?.rules ?? [];

export const RULES_BELOW_SERIOUS: readonly string[] = rules
  .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
  .map((rule) => rule.id);

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const EXPERIMENTAL_WCAG_RULES: readonly string[] = rules
  .filter((rule) => rule.tags.includes('experimental') && rule.tags.some((tag) => WCAG_A_AA.includes(tag)))
  .filter((rule) => !RULES_BELOW_SERIOUS.includes(rule.id))
  .map((rule) => rule.id);

/** axe's `rules` option: the ones below serious off, the experimental WCAG ones on. */
export const AXE_RULES: Record<string, { enabled: boolean }> = {
  ...Object.fromEntries(RULES_BELOW_SERIOUS.map((id) => [id, { enabled: false }])),
  ...Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
};
