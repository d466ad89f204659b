import sharp from 'sharp';
import type { TestApp } from './test-app';
import { signUp, SignedUp } from './account-helpers';

/** A product row for review and upload tests (the catalogue seed is not needed). */
export async function insertProduct(shop: TestApp, catalogueNumber: string): Promise<number> {
  const rows = await shop.dataSource.query(
    `INSERT INTO products (catalogue_number, product_name, product_type) VALUES ($1, $2, 'Primary Antibody') RETURNING id`,
    [catalogueNumber, `Anti-${catalogueNumber} antibody`],
  );
  return rows[0].id as number;
}

/** A logged-in account promoted to staff the way the staff-creation command does it: by role. */
export async function signUpStaff(shop: TestApp): Promise<SignedUp> {
  const staff = await signUp(shop);
  await shop.dataSource.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [staff.uid]);
  return staff;
}

/** A small JPEG carrying EXIF with a camera owner and GPS-like text, to prove metadata is stripped. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Lab 2024', Artist: 'Dr Private' } })
    .toBuffer();
}

export function png(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 4, background: '#ff000080' } }).png().toBuffer();
}

/**
 * A multipart body built by hand: supertest's form-data reduces file names to their base name,
 * so a name with ../ can only be sent this way.
 */
export function rawMultipart(fields: Record<string, string>, file: { field: string; filename: string; bytes: Buffer }) {
  const boundary = `----shopboundary${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: image/png\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}
