import axe from "axe-core";

// axe gives a violation its rule's impact (axe-core 4.13: `_finalizeRuleResult` stamps the rule's impact on every
// failed check), so a rule whose impact is « moderate » or « minor » can never fail `expectAccessible`, which fails on
// serious and critical ones only. Running just the rules that can fail it checks the same thing for less: a third of
// the rules fewer, and with legacy mode (no blank page opened to merge frames' results) an analysis takes ~0,6 s
// instead of ~1,5 s (decision 101).

interface AuditedRule {
  id: string;
  impact?: string;
  enabled?: boolean;
  tags: string[];
}

const audited = (axe as unknown as { _audit?: { rules?: AuditedRule[] } })._audit?.rules ?? [];

/** The rules axe runs by default whose violations are serious or critical. */
export const SERIOUS_RULES = audited
  .filter((rule) => rule.enabled !== false && !rule.tags.includes("experimental"))
  .filter((rule) => rule.impact === "serious" || rule.impact === "critical")
  .map((rule) => rule.id);

// An axe whose rules stop carrying their impact would select nothing, or the wrong rules: refuse to run rather than
// check less without saying so.
const withoutImpact = audited.filter((rule) => rule.enabled !== false && !rule.impact).map((rule) => rule.id);
if (SERIOUS_RULES.length < 40 || withoutImpact.length > 0) {
  throw new Error(
    `axe-core ${axe.version} ne donne plus l'impact de ses règles (${SERIOUS_RULES.length} graves, sans impact : ${withoutImpact.join(", ")}) : revoyez tests/e2e/axe-rules.ts`,
  );
}
