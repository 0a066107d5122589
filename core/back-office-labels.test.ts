import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  auditActionLabel,
  HONEY_CATEGORY_LABELS,
  honeyCategoryLabel,
  paymentProviderLabel,
} from "./back-office-labels";
import { HONEY_CATEGORIES } from "./catalog";

const SERVER = join(import.meta.dirname, "..", "server");

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts")) return [];
    return [{ path, text: readFileSync(path, "utf8") }];
  });
}

/** The audit actions the server writes: the dotted codes on `action:` lines, and the fulfilment steps' `order.<step>`. */
function writtenActions() {
  const found = new Set<string>();
  const templates: string[] = [];
  for (const { path, text } of sources(SERVER)) {
    for (const line of text.split("\n").filter((l) => /\baction: /.test(l))) {
      for (const [, code] of line.matchAll(/"([a-z_]+(?:\.[a-z_-]+)+)"/g)) found.add(code!);
      if (/action: `/.test(line)) templates.push(line.trim());
    }
    if (path.endsWith("back-office-orders.ts")) {
      for (const [, step] of text.matchAll(/step\(\s*ctx,\s*actor,\s*reference,\s*"([a-z_]+)"/g)) {
        found.add(`order.${step}`);
      }
    }
  }
  return { found, templates };
}

describe("the back office's French labels", () => {
  it("names every audit action the code base writes", () => {
    const { found, templates } = writtenActions();
    expect(found.size).toBeGreaterThan(20);
    for (const code of ["order.refund", "order.preparing", "order.shipped", "order.delivered", "promo.activate"]) {
      expect(found).toContain(code);
    }
    // Only the fulfilment steps build their code; a new built code must be read by this test first.
    expect(templates).toEqual(["action: `order.${to}`,"]);
    const missing = [...found].filter((code) => !(code in AUDIT_ACTION_LABELS));
    expect(missing).toEqual([]);
    expect(auditActionLabel("order.refund")).toBe("Remboursement de commande");
  });

  it("names every audited entity", () => {
    const entities = new Set(
      sources(SERVER).flatMap(({ text }) => [...text.matchAll(/entity: "([a-z_]+)"/g)].map((m) => m[1]!)),
    );
    expect([...entities].filter((e) => !(e in AUDIT_ENTITY_LABELS))).toEqual([]);
  });

  it("names every honey category in French, and shows an unknown one as it is", () => {
    expect(Object.keys(HONEY_CATEGORY_LABELS).sort()).toEqual([...HONEY_CATEGORIES].sort());
    expect(honeyCategoryLabel("yemen")).toBe("Yémen");
    expect(honeyCategoryLabel("fruity")).toBe("Fruité");
    expect(honeyCategoryLabel("inconnue")).toBe("inconnue");
  });

  it("names the payment providers with their method", () => {
    expect(paymentProviderLabel("simulated", "card")).toBe("Carte (simulée)");
    expect(paymentProviderLabel("simulated", "crypto")).toBe("Crypto (simulée)");
    expect(paymentProviderLabel("crypto-simulated")).toBe("Crypto (simulée)");
    expect(paymentProviderLabel("stripe")).toBe("Stripe");
    expect(paymentProviderLabel("stripe", "card")).toBe("Carte (Stripe)");
    expect(paymentProviderLabel("btcpay", "crypto")).toBe("Crypto (BTCPay)");
  });
});
