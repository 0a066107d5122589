/** PostgreSQL's code for a row a unique index refuses. */
export const UNIQUE_VIOLATION = "23505";

/** How deep a chain of causes is read: drizzle wraps the driver's error once, a workflow's error maybe once more. */
const MAX_DEPTH = 5;

/**
 * `err` and its causes, outermost first: at most `MAX_DEPTH` of them, so a cycle of causes or an endless chain
 * ends; a cause that is not an object (a string thrown) ends the chain.
 */
export function causeChain(err: unknown): object[] {
  const chain: object[] = [];
  for (let current = err; typeof current === "object" && current !== null && chain.length < MAX_DEPTH;) {
    if (chain.includes(current)) break;
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * The code the database driver gave a failure — PostgreSQL's SQLSTATE (`23505`, `40001`…), or Node's for a network
 * failure (`ECONNRESET`) — on `err` itself or, under drizzle's wrapping (`Failed query: …`), on one of its causes:
 * the outermost one found.
 */
export function pgErrorCode(err: unknown): string | undefined {
  for (const current of causeChain(err)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}
