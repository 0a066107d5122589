// The two stores answer alike: the filesystem one under a temporary folder, the S3 one against s3rver, a local
// S3-compatible server installed from npm (decision 030).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3_TEST_KEY, startS3Server } from "#server/testing/s3-server";
import { isMediaKey, photoKey } from "./media-files";
import { createMediaStore, type MediaStoreSettings } from "./store";

const folder = mkdtempSync(path.join(tmpdir(), "maisonh-media-"));
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
let endpoint = "";

beforeAll(async () => {
  s3 = await startS3Server(folder, "photos-test");
  endpoint = s3.endpoint;
});

afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

const settings: Record<"fs" | "s3", () => MediaStoreSettings> = {
  fs: () => ({ kind: "fs", root: path.join(folder, "fs") }),
  s3: () => ({
    kind: "s3",
    bucket: "photos-test",
    region: "us-east-1",
    endpoint,
    accessKeyId: S3_TEST_KEY,
    secretAccessKey: S3_TEST_KEY,
  }),
};

describe.each(["fs", "s3"] as const)("the %s media store", (kind) => {
  it("keeps a file under its key with its type, and forgets it when removed", async () => {
    const store = createMediaStore(settings[kind]());
    expect(store.kind).toBe(kind);
    const key = photoKey("0123456789abcdef01234567", 640, "avif");
    const other = photoKey("0123456789abcdef01234567", 320, "webp");
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    await store.put(key, bytes, "image/avif");
    await store.put(other, new Uint8Array([9]), "image/webp");
    const found = await store.get(key);
    expect(found?.contentType).toBe("image/avif");
    expect([...found!.body]).toEqual([1, 2, 3, 4, 5]);
    expect((await store.get(other))?.contentType).toBe("image/webp");
    await store.remove([key, other, photoKey("ffffffffffffffffffffffff", 320, "webp")]);
    expect(await store.get(key)).toBeNull();
    expect(await store.get(other)).toBeNull();
  });

  it("reads nothing but the keys the shop writes", async () => {
    const store = createMediaStore(settings[kind]());
    for (const key of ["../pglite/PG_VERSION", "photos/../../etc/passwd", "/etc/passwd", "photos/a.avif"]) {
      expect(isMediaKey(key)).toBe(false);
      expect(await store.get(key)).toBeNull();
    }
  });
});
