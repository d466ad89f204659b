import { HttpStatus, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { LocalizedException } from '../../../http/localized-exception';
import { solid } from '../../../../test-support/picture-fixtures';
import { NO_SUCH_PICTURE, PictureController } from './picture.controller';
import { PictureStore } from './picture-store';

let root: string;
let store: PictureStore;
let controller: PictureController;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'picture-controller-'));
  store = new PictureStore(root);
  controller = new PictureController(store);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Just enough of express's response to collect the headers the handler sets. */
function response() {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) } as unknown as Response;
  return { res, headers };
}

async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function refusal(size: string, file: string): Promise<LocalizedException> {
  const outcome = await controller.picture(size, file, response().res).then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(LocalizedException);
  return outcome as LocalizedException;
}

describe('PictureController', () => {
  const absent = `${'0'.repeat(32)}.png`;

  it.each([
    ['thumb', '../x'],
    ['thumb', '..%2Fx'],
    ['thumb', 'secret.png'],
    ['original', `${'f'.repeat(32)}.html`],
    ['large', absent],
    ['..', absent],
    ['thumb', absent],
  ])('answers 404 in both languages for size %p, file %p', async (size, file) => {
    const refused = await refusal(size, file);
    expect(refused.getStatus()).toBe(HttpStatus.NOT_FOUND);
    expect(refused.text).toEqual(NO_SUCH_PICTURE);
  });

  it('streams a web size as WebP, cacheable for a year', async () => {
    const picture = await store.ingest(await solid(1000, 750).png().toBuffer());
    const { res, headers } = response();
    const answer = await controller.picture('detail', picture.file, res);

    expect(answer).toBeInstanceOf(StreamableFile);
    const bytes = await readFile(store.pathOf(picture.file, 'detail')!);
    expect(answer.getHeaders()).toMatchObject({ type: 'image/webp', length: bytes.length });
    expect(await drain(answer.getStream())).toEqual(bytes);
    expect(headers).toEqual({ 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
  });

  it('streams the original in its own type', async () => {
    const picture = await store.ingest(await solid(300, 200).tiff().toBuffer());
    const answer = await controller.picture('original', picture.file, response().res);
    expect(answer.getHeaders().type).toBe('image/tiff');
    await drain(answer.getStream());
  });

  it('serves the generated SVG for any size under a policy that runs nothing', async () => {
    const picture = await store.ingestGenerated('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>');
    const { res, headers } = response();
    const answer = await controller.picture('thumb', picture.file, res);
    expect(answer.getHeaders().type).toBe('image/svg+xml');
    expect(headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect((await drain(answer.getStream())).toString('utf8')).toContain('<svg');
  });
});
