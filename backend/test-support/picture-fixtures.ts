import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';

/** Pictures made on the spot for the picture tests; nothing binary is checked in. */

export function solid(width: number, height: number, colour = '#3a7'): sharp.Sharp {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

/** Random pixels compress badly, so cutting the file in half loses real image data. */
export async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

/**
 * A 300x200 JPEG whose left half is red and right half blue, tagged EXIF orientation 6 (turn 90°
 * clockwise to view): upright it is 200x300, red on top, blue below. Carries a copyright tag too.
 */
export async function sidewaysJpeg(): Promise<Buffer> {
  const red = await solid(150, 200, '#ff0000').png().toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Copyright: 'Fixture Camera Co' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming width x height RGB pixels, with a few bytes of image data behind it. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
