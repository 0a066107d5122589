import cluster from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import type { Metrics } from "./metrics";

// Cluster mode (decision 060): a scrape reaches one worker, which asks the primary for the sum of every worker's
// registry (prom-client's AggregatorRegistry, over the cluster's IPC channel), so one address shows the instance.

const ASK = "maisonh:metrics";
const ANSWER = "maisonh:metrics-answer";
const WAIT_MS = 5_000;

type Answer = { type: typeof ANSWER; id: number; body?: string; error?: string };

/** In the primary: answers the workers' requests with the aggregated metrics. */
export function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: unknown) => {
    const ask = message as { type?: string; id?: number };
    if (ask?.type !== ASK || typeof ask.id !== "number") return;
    const id = ask.id;
    aggregator.clusterMetrics().then(
      (body) => worker.send({ type: ANSWER, id, body } satisfies Answer),
      (err: Error) => worker.send({ type: ANSWER, id, error: err.message } satisfies Answer),
    );
  });
}

/** In a worker: gives its registry to the aggregation, and returns how `/metrics` gets the instance's figures. */
export function clusterExposition(local: Metrics): () => Promise<{ contentType: string; body: string }> {
  // Constructing it adds the worker's listener that answers the primary with the registries set here.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([local.registry]);
  let next = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on("message", (message: unknown) => {
    const answer = message as Answer;
    if (answer?.type === ANSWER) waiting.get(answer.id)?.(answer);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error("métriques de la grappe : pas de réponse du processus principal"));
      }, WAIT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.body !== undefined) resolve({ contentType: local.registry.contentType, body: answer.body });
        else reject(new Error(answer.error ?? "métriques de la grappe indisponibles"));
      });
      process.send?.({ type: ASK, id });
    });
}
