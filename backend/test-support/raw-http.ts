import type { INestApplication } from '@nestjs/common';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decompressed (supertest would decompress gzip and br). */
  body: Buffer;
}

/**
 * One request to the booted app over a real socket, answered with the bytes as sent: what a test
 * of Content-Encoding has to look at. The app's server listens on a free port from the first call
 * (supertest then uses that port too); app.close() closes it.
 */
export async function rawRequest(app: INestApplication, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const server = app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
