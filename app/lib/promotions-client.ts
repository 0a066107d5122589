// The browser's calls to the promotions API.

export interface PromoValidation {
  valid: boolean;
  message: string;
  discount_cents: number;
  free_shipping: boolean;
  promotion_details: { code: string; name: string } | null;
}

export interface ShippingQuote {
  shipping_cost_cents: number;
  free_shipping: boolean;
  message: string;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as T;
}

export const promotionsClient = {
  validate: (code: string, items: { id: string; quantity: number }[]) =>
    post<PromoValidation>("/api/promotions/validate", { code, items }),
  shipping: (cartTotalCents: number) =>
    post<ShippingQuote>("/api/promotions/shipping", { cart_total: cartTotalCents / 100 }),
};
