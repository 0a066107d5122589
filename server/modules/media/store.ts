// The media store chosen by the configuration (MEDIA_STORE): a folder under DATA_DIR or an S3-compatible bucket.
import path from "node:path";
import type { Env } from "#server/env";
import { fileMediaStore } from "./fs-store";
import type { MediaStore } from "./media-files";
import { s3MediaStore, type S3Settings } from "./s3-store";

export type MediaStoreSettings = { kind: "fs"; root: string } | ({ kind: "s3" } & S3Settings);

export function createMediaStore(settings: MediaStoreSettings): MediaStore {
  return settings.kind === "fs" ? fileMediaStore(settings.root) : s3MediaStore(settings);
}

/** The store the environment names: `MEDIA_STORE=fs` (DATA_DIR/media) or `s3` (the S3_* settings). */
export function mediaStoreOf(env: Env): MediaStore {
  if (env.MEDIA_STORE === "fs") return createMediaStore({ kind: "fs", root: path.join(env.DATA_DIR, "media") });
  return createMediaStore({
    kind: "s3",
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}
