import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { contentTypeOf, isMediaKey, type MediaStore } from "./media-files";

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Garage, Scaleway, OVH…); empty: AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Files in a bucket, with the same keys as on disk; each carries its type and the long cache of its address. */
export function s3MediaStore(settings: S3Settings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // S3-compatible servers are reached by path (https://host/bucket/key), not by a subdomain per bucket.
    forcePathStyle: Boolean(settings.endpoint),
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return { body: new Uint8Array(await answer.Body.transformToByteArray()), contentType: contentTypeOf(key) };
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) {
          return null;
        }
        throw err;
      }
    },
    async remove(keys) {
      if (keys.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
      );
    },
  };
}
