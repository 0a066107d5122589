/**
 * What services and workflows throw when the customer's request cannot be done: a kind, the French message shown
 * to the customer, and the fields the answer carries besides it. `server/http/errors.ts` maps kinds to HTTP.
 */
export type DomainErrorKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "gone"
  | "too-many-requests"
  | "provider-failed"
  /** A service the request needs (the carrier platform) did not answer: try again later, or another way. */
  | "unavailable";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}
