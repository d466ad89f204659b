import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { SharedCaches } from './shared-caches';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The outermost request listener: when this process has not looked at the fleet's cache generation
 * for CATCH_UP_MS, the request waits for that one Redis read (a fraction of a millisecond) before
 * any kept answer or page is looked up, so an instance whose change message was lost still never
 * serves an answer more than CATCH_UP_MS older than a change. Other requests pass straight on.
 */
export function catchUpBeforeServing(app: INestApplication): void {
  const shared = app.get(SharedCaches);
  const server = app.getHttpServer() as Server;
  const others = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  const pass = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of others) listener.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const pending = shared.catchUp();
    if (pending) void pending.then(() => pass(req, res));
    else pass(req, res);
  });
}
