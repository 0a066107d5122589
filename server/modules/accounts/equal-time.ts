// An answer that must not tell, by its duration, which of two paths it took (password reset: an address with or
// without an account). The slow path records how long it takes; the fast one waits the rest of that time.

export interface EqualTime {
  /** The slow path took `ms`: folded into the typical duration (a moving average of the recent ones). */
  record(ms: number): void;
  /** The fast path, started at `started` (`performance.now()`), waits until the typical duration has passed. */
  waitRest(started: number): Promise<void>;
  readonly typicalMs: number;
}

export function equalTime(initialMs: number): EqualTime {
  let typical = initialMs;
  return {
    record(ms) {
      // Bounded: one request stuck behind a lock must not make every later answer slow.
      typical = typical * 0.8 + Math.min(ms, initialMs * 20) * 0.2;
    },
    async waitRest(started) {
      const rest = typical - (performance.now() - started);
      if (rest > 1) await new Promise((resolve) => setTimeout(resolve, rest));
    },
    get typicalMs() {
      return typical;
    },
  };
}
