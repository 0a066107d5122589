// A gzip member put together from deflate blocks made apart (RFC 1951, 1952): the page cache joins a kept page's
// pieces around a new nonce (decision 052), the compression joins a page around its stylesheet deflated once
// (decision 070). Each block must end on a byte boundary (Z_SYNC_FLUSH) and none be marked last.

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// The last block of a deflate stream: empty and stored.
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** A stored (uncompressed), not last, deflate block holding `data` (under 64 KiB). */
export function storedBlock(data: Buffer): Buffer {
  const head = Buffer.from([0, data.length & 0xff, data.length >> 8, ~data.length & 0xff, (~data.length >> 8) & 0xff]);
  return Buffer.concat([head, data]);
}

/** The gzip member of `blocks`, which hold `size` bytes of CRC-32 `crc`. */
export function gzipMember(blocks: readonly Buffer[], crc: number, size: number): Buffer[] {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return [GZIP_HEADER, ...blocks, LAST_BLOCK, trailer];
}
