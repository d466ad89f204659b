import { readFloat64s, readInt32s, readUint32s } from './packed-values';

/** What PostgreSQL's int4send and float8send pack (big-endian), read back whatever the buffer's place in memory. */
describe('packed values', () => {
  const packed = (write: (buffer: Buffer, at: number) => void, count: number, width: number) => {
    // A slice at an odd offset of a bigger buffer, as the driver may hand one over.
    const whole = Buffer.alloc(count * width + 3);
    const bytes = whole.subarray(3);
    for (let i = 0; i < count; i++) write(bytes, i);
    return bytes;
  };

  it('reads unsigned and signed 32-bit integers and doubles', () => {
    const ids = [0, 1, 7, 65_535, 65_536, 2_147_483_647, 4_294_967_295];
    expect(Array.from(readUint32s(packed((b, i) => b.writeUInt32BE(ids[i], i * 4), ids.length, 4)))).toEqual(ids);
    const citations = [0, -1, 42, -2_147_483_648, 2_147_483_647];
    expect(Array.from(readInt32s(packed((b, i) => b.writeInt32BE(citations[i], i * 4), citations.length, 4)))).toEqual(citations);
    const times = [0, 1_700_000_000_123_456, -1.5, Number.MAX_SAFE_INTEGER];
    expect(Array.from(readFloat64s(packed((b, i) => b.writeDoubleBE(times[i], i * 8), times.length, 8)))).toEqual(times);
  });

  it('reads nothing from no bytes', () => {
    expect(readUint32s(Buffer.alloc(0)).length).toBe(0);
  });
});
