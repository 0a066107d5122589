import { causeChain, pgErrorCode } from "./pg-error-code";

/**
 * PostgreSQL's codes for a connection it ended or refused (an operator's pg_terminate_backend, a restart, a failover,
 * a server starting up) and the connection-level failures of the class 08, then the network's own.
 */
const LOST_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
]);

/** What node-postgres says of a connection that died under it, or of a query sent on it afterwards. */
const LOST_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/**
 * Whether `err` (or one of its causes: drizzle wraps the driver's error) says the database connection was lost: the
 * request failed as a whole, its transaction rolled back by the server, and the next one gets a new connection.
 */
export function isConnectionLost(err: unknown): boolean {
  const code = pgErrorCode(err);
  if (code !== undefined && LOST_CODES.has(code)) return true;
  return causeChain(err).some((current) => current instanceof Error && LOST_MESSAGES.test(current.message));
}
