import { Writable } from "node:stream";
import { createLogger } from "#server/logger";

/** A logger at level info whose JSON lines are kept in `lines`, for the tests of what the shop writes in its log. */
export function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger({ NODE_ENV: "test", LOG_LEVEL: "info" }, sink) };
}
