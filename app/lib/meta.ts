interface RootData {
  config?: { shopName?: string };
}

/** The shop's name as configured, read from the root loader's data inside a `meta` function. */
export function shopNameFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return root?.config?.shopName ?? "Maison H";
}

export function pageTitle(matches: Parameters<typeof shopNameFrom>[0], title?: string): string {
  const shop = shopNameFrom(matches);
  return title ? `${title} — ${shop}` : shop;
}
