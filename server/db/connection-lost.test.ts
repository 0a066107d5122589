import { describe, expect, it } from "vitest";
import { isInvalidValueError } from "#server/http/errors";
import { isConnectionLost } from "./connection-lost";

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

// The readers of a failure's code over `pgErrorCode`: what they say of the driver's errors, bare or wrapped.
describe("isConnectionLost and isInvalidValueError", () => {
  it("a connection ended by the server, by the network or under node-postgres' words is lost, bare or wrapped", () => {
    for (const err of [
      coded("terminating connection due to administrator command", "57P01"),
      coded("read ECONNRESET", "ECONNRESET"),
      new Error("Connection terminated unexpectedly"),
    ]) {
      expect(isConnectionLost(err)).toBe(true);
      expect(isConnectionLost(wrapped(err))).toBe(true);
    }
  });

  it("a refused value is the client's mistake, and neither is the other", () => {
    const nul = coded("invalid byte sequence for encoding UTF8: 0x00", "22021");
    expect(isInvalidValueError(wrapped(nul))).toBe(true);
    expect(isConnectionLost(wrapped(nul))).toBe(false);
    const unique = coded("duplicate key value violates unique constraint", "23505");
    expect(isInvalidValueError(wrapped(unique))).toBe(false);
    expect(isConnectionLost(wrapped(unique))).toBe(false);
    for (const thrown of [undefined, "57P01", 22021]) {
      expect(isConnectionLost(thrown)).toBe(false);
      expect(isInvalidValueError(thrown)).toBe(false);
    }
  });
});
