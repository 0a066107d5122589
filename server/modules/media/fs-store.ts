import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { contentTypeOf, isMediaKey, type MediaStore } from "./media-files";

/** Files under `root` (DATA_DIR/media by default), written whole then renamed so a reader never sees half a file. */
export function fileMediaStore(root: string): MediaStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    // isMediaKey already refuses any `..` or absolute path; this is the second lock on the same door.
    if (!isMediaKey(key) || !file.startsWith(base + path.sep)) throw new Error(`Clé de média refusée : ${key}`);
    return file;
  };
  return {
    kind: "fs",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString("hex")}.part`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        return { body: await readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}
