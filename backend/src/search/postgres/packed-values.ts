/**
 * Numbers PostgreSQL packs into one bytea (string_agg of int4send or float8send, big-endian): a whole column in
 * one value instead of a row object per product, so no text parsing of a million numbers on the event loop.
 */
export function readUint32s(bytes: Buffer): Uint32Array {
  const values = new Uint32Array(bytes.length >>> 2);
  for (let i = 0; i < values.length; i++) values[i] = bytes.readUInt32BE(i << 2);
  return values;
}

export function readInt32s(bytes: Buffer): Int32Array {
  const values = new Int32Array(bytes.length >>> 2);
  for (let i = 0; i < values.length; i++) values[i] = bytes.readInt32BE(i << 2);
  return values;
}

export function readFloat64s(bytes: Buffer): Float64Array {
  const values = new Float64Array(bytes.length >>> 3);
  for (let i = 0; i < values.length; i++) values[i] = bytes.readDoubleBE(i << 3);
  return values;
}
