// A buyer as the browser drives the shop: basket checkout, the simulated card page's « Payer », the confirmation
// page's status call — every call through the proxy, from the buyer's own client address.
import { deliveryAddress } from "#server/testing/addresses";
import { checkoutBody, guestEmail } from "#server/testing/checkout";

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The proxy cut the request: the instance died while it held it. */
  cut: boolean;
}

/** What one phase of the run measured. */
export class Recorder {
  readonly latencies: number[] = [];
  requests = 0;
  /** Unexpected answers (5xx from an instance, 4xx that no buyer should get, network errors): each a failure. */
  readonly failures: string[] = [];
  /** Requests cut by a killed instance (502 from the proxy): expected in the crash phase only. */
  cut = 0;
  paid = 0;
  refused = 0;
  /**
   * Answers 503 « réessayez dans un instant » (the request's database connection was cut, nothing written): with
   * `retryUnavailable`, counted and the request sent again after a pause, as a customer would; otherwise failures.
   */
  unavailable = 0;
  /** Session ids of the orders the shop answered as placed, and of those the confirmation page showed as paid. */
  readonly placed: string[] = [];
  readonly paidSessions: string[] = [];
  readonly started = performance.now();
  ended = 0;

  constructor(
    readonly name: string,
    readonly retryUnavailable = false,
  ) {}

  finish() {
    this.ended = performance.now();
    return this;
  }

  get seconds() {
    return ((this.ended || performance.now()) - this.started) / 1000;
  }

  percentile(p: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
  }
}

let clients = 0;
/** A new client address for each buyer (IPv6 documentation prefix), read by instances with TRUST_PROXY=1. */
export function newClient(): string {
  clients += 1;
  return `2001:db8:${(clients >>> 16).toString(16)}:${(clients & 0xffff).toString(16)}::1`;
}

export class Shopper {
  readonly email = guestEmail(`resilience-${process.pid}`);
  private readonly client = newClient();

  constructor(
    private readonly base: string,
    private readonly record: Recorder,
    /**
     * Pays the session at the provider before the card page is used (the provider then tells the shop by webhook):
     * the card page's « Payer » then answers 409, already paid, and the confirmation page shows the webhook's work.
     */
    private readonly payAtProvider?: (session: string, shopper: Shopper) => Promise<void>,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const answer = await this.once(method, path, body);
      if (answer !== "unavailable") return answer;
      this.record.unavailable += 1;
      if (attempt >= 20) {
        this.record.failures.push(`${method} ${path} → 503 ${attempt} fois de suite`);
        return { status: 503, body: {}, cut: false };
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  private async once(method: string, path: string, body?: unknown): Promise<Answer | "unavailable"> {
    const started = performance.now();
    this.record.requests += 1;
    try {
      const response = await fetch(this.base + path, {
        method,
        headers: { origin: this.base, "content-type": "application/json", "x-forwarded-for": this.client },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      this.record.latencies.push(performance.now() - started);
      const cut = response.status === 502 && response.headers.get("x-proxy") === "cut";
      // The shop's own 503 (the proxy's says x-proxy: none): the request failed whole, to be sent again.
      const unavailable =
        response.status === 503 && response.headers.has("retry-after") && !response.headers.has("x-proxy");
      if (unavailable && this.record.retryUnavailable) return "unavailable";
      if (cut) this.record.cut += 1;
      else if (response.status >= 500)
        this.record.failures.push(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // a page, not JSON
      }
      return { status: response.status, body: parsed, cut };
    } catch (err) {
      this.record.failures.push(`${method} ${path} → ${err instanceof Error ? err.message : String(err)}`);
      return { status: 0, body: {}, cut: false };
    }
  }

  /**
   * Checkout of one unit of `variant` (with `code` if given), then payment and the confirmation page. A request cut
   * by a killed instance is tried again, as a customer reloads. "refused": sold out or the code used up (409);
   * "left": the order placed and never paid (`leaveUnpaid`, a customer leaving the payment page).
   */
  async buy(variant: string, code?: string, leaveUnpaid = false): Promise<"paid" | "left" | "refused" | "failed"> {
    const outcome = await this.attempt(variant, code, leaveUnpaid);
    if (outcome === "paid") this.record.paid += 1;
    if (outcome === "refused") this.record.refused += 1;
    return outcome;
  }

  private async attempt(variant: string, code: string | undefined, leaveUnpaid: boolean) {
    if (code) {
      const check = await this.call("POST", "/api/promotions/validate", { code, cart_total: 30 });
      if (check.status === 200 && check.body.valid === false) return "refused";
    }
    const order = checkoutBody({
      items: [{ id: variant, quantity: 1 }],
      origin_url: this.base,
      guest_email: this.email,
      shipping_address: deliveryAddress(this.email),
      ...(code ? { promo_code: { code } } : {}),
    });
    let placed: Answer | null = null;
    for (let i = 0; i < 3 && !placed; i++) {
      const answer = await this.call("POST", "/api/payments/checkout/cart", order);
      if (!answer.cut) placed = answer;
    }
    if (!placed) return "failed";
    if (placed.status === 409) return "refused";
    if (placed.status !== 200) return this.unexpected("commande", placed);
    const session = String(placed.body.url).split("/").pop()!;
    this.record.placed.push(session);
    if (leaveUnpaid) return "left";
    if (this.payAtProvider) await this.payAtProvider(session, this);
    for (let i = 0; i < 3; i++) {
      const pay = await this.call("POST", `/api/payments/simulated/${session}/pay`, {
        card_number: "4242 4242 4242 4242",
      });
      if (!pay.cut && pay.status !== 200 && pay.status !== 409) return this.unexpected("paiement", pay);
      // The confirmation page: asks the provider and settles an order not yet paid.
      for (let j = 0; j < 3; j++) {
        const status = await this.call("GET", `/api/payments/checkout/status/${session}`);
        if (status.cut) continue;
        if (status.status !== 200) return this.unexpected("statut", status);
        if (status.body.payment_status === "paid") {
          this.record.paidSessions.push(session);
          return "paid";
        }
        break;
      }
    }
    return this.unexpected("paiement", { status: 0, body: { detail: "jamais payé" }, cut: false });
  }

  private unexpected(step: string, answer: Answer): "failed" {
    // A 5xx or a network error is already counted by `call`.
    if (answer.status < 500 && answer.status !== 0)
      this.record.failures.push(`${step} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    return "failed";
  }
}

/** Runs `task` `total` times with at most `concurrency` at once. */
export async function pool(total: number, concurrency: number, task: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(total, concurrency) }, async () => {
      while (next < total) await task(next++);
    }),
  );
}

/** `concurrency` workers running `task` back to back while `going()` holds; resolves when the last has finished. */
export async function loop(concurrency: number, going: () => boolean, task: () => Promise<unknown>) {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (going()) await task();
    }),
  );
}
