import type { INestApplication } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ApiExceptionFilter } from '../../../http/api-exception.filter';
import { PictureController } from './picture.controller';
import { PictureStore, StoredPicture, pictureUrl } from './picture-store';
import { solid } from '../../../../test-support/picture-fixtures';

/**
 * The picture route over HTTP with only the store behind it (no database or queue is involved):
 * what the browser actually receives — status, headers, bytes, and the localized 404 body.
 */
let root: string;
let app: INestApplication;
let store: PictureStore;
let picture: StoredPicture;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'picture-route-'));
  store = new PictureStore(root);
  const moduleRef = await Test.createTestingModule({
    controllers: [PictureController],
    providers: [
      { provide: PictureStore, useValue: store },
      { provide: APP_FILTER, useClass: ApiExceptionFilter },
    ],
  }).compile();
  app = moduleRef.createNestApplication({ logger: false });
  app.setGlobalPrefix('api');
  await app.init();
  picture = await store.ingest(await solid(640, 480).jpeg().toBuffer());
});
afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

describe('GET /api/iteminfo/picture/:size/:file', () => {
  it('sends the thumbnail bytes with their type, a year of caching and nosniff', async () => {
    const answer = await request(app.getHttpServer()).get(pictureUrl(picture.file, 'thumb')).buffer(true).expect(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toEqual(await readFile(store.pathOf(picture.file, 'thumb')!));
  });

  it('sends the original as JPEG', async () => {
    const answer = await request(app.getHttpServer()).get(pictureUrl(picture.file, 'original')).buffer(true).expect(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(Number(answer.headers['content-length'])).toBe((await readFile(store.pathOf(picture.file, 'original')!)).length);
  });

  it.each([
    ['en', `/api/iteminfo/picture/thumb/${'0'.repeat(32)}.jpg`, 'No such picture'],
    ['zh', `/api/iteminfo/picture/huge/${'0'.repeat(32)}.jpg`, '没有这张图片'],
    ['en', '/api/iteminfo/picture/thumb/..%2F..%2Fetc%2Fpasswd', 'No such picture'],
  ])('answers 404 JSON in %s for %s', async (language, path, message) => {
    const answer = await request(app.getHttpServer()).get(path).set('X-Language', language).expect(404);
    expect(answer.body).toEqual({ code: 404, message });
  });
});
