// A local S3-compatible server for the media store's tests (s3rver, from npm), on a free port of 127.0.0.1.
import path from "node:path";
import S3rver from "s3rver";

export const S3_TEST_KEY = "S3RVER";

/** Starts s3rver with `bucket` under `folder`; returns its address and the function that stops it. */
export async function startS3Server(folder: string, bucket: string) {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(folder, "s3"),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}
