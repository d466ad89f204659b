import { preferredCoding } from './content-coding';

describe('content coding from Accept-Encoding', () => {
  it('sends brotli to browsers that accept it (every current one), gzip to those that only name gzip', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('br')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('gzip')).toBe('gzip');
    expect(preferredCoding('x-gzip')).toBe('gzip');
  });

  it('sends the bytes as they are without a header, or to a header that names nothing we send', () => {
    expect(preferredCoding(undefined)).toBeUndefined();
    expect(preferredCoding('')).toBeUndefined();
    expect(preferredCoding('identity')).toBeUndefined();
    expect(preferredCoding('deflate, zstd')).toBeUndefined();
    expect(preferredCoding(' , ;q=1')).toBeUndefined();
  });

  it('never sends a coding refused with q=0, however it is written', () => {
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('gzip;q=0, br')).toBe('br');
    expect(preferredCoding('br;q=0.000, gzip;q=0')).toBeUndefined();
    expect(preferredCoding('BR ; Q = 0 , GZIP')).toBe('gzip');
    expect(preferredCoding('gzip;q=0')).toBeUndefined();
  });

  it('picks the highest q, brotli on a tie', () => {
    expect(preferredCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('br;q=0.9, gzip;q=0.8')).toBe('br');
    expect(preferredCoding('gzip;q=0.7, br;q=0.7')).toBe('br');
    expect(preferredCoding('gzip, br;q=0.999')).toBe('gzip');
    expect(preferredCoding('gzip;q=1.0, br;q=1')).toBe('br');
  });

  it('counts * for the codings the header does not name, and only for those', () => {
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('br;q=0, *')).toBe('gzip');
    expect(preferredCoding('gzip;q=0, *;q=0.1')).toBe('br');
    expect(preferredCoding('*;q=0.5, gzip')).toBe('gzip');
    expect(preferredCoding('*;q=0')).toBeUndefined();
    expect(preferredCoding('*;q=0, gzip;q=0.2')).toBe('gzip');
  });

  it('sends the plain bytes when the header prefers identity to every coding we have', () => {
    expect(preferredCoding('gzip;q=0.5, identity')).toBeUndefined();
    expect(preferredCoding('br;q=0.5, gzip;q=0.4, identity;q=0.6')).toBeUndefined();
    expect(preferredCoding('gzip, identity')).toBe('gzip');
    expect(preferredCoding('br;q=0.5, identity;q=0')).toBe('br');
  });

  it('takes a malformed q-value as a refusal, and a coding named twice at its friendlier weight', () => {
    expect(preferredCoding('br;q=high, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=2, gzip;q=0.5')).toBe('gzip');
    expect(preferredCoding('br;q=-1')).toBeUndefined();
    expect(preferredCoding('gzip;q=0, gzip;q=0.3')).toBe('gzip');
    expect(preferredCoding('br;level=5, gzip')).toBe('br');
  });
});
