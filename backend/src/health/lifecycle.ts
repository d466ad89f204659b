import { Injectable, Logger } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config.service';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Where this instance is in its life behind a balancer: serving, or draining after SIGTERM
 * (/api/health/ready answers 503 so the balancer sends nothing new; what is in flight finishes).
 */
@Injectable()
export class Lifecycle {
  draining = false;
  /** Requests being answered now (the drain waits for them; a metric too). */
  inFlight = 0;

  constructor(readonly config: AppConfig) {}
}

/**
 * SIGTERM/SIGINT: turn not-ready at once, keep serving for SHUTDOWN_DRAIN_SECONDS while the
 * balancer notices (every answer then says `Connection: close`, so kept-alive connections move to
 * another instance), then close: the HTTP server stops accepting and lets in-flight requests finish,
 * then queues, Redis and PostgreSQL close (Nest's shutdown hooks). Replaces enableShutdownHooks.
 */
export function drainOnSignals(app: INestApplication): void {
  const lifecycle = app.get(Lifecycle);
  const server = app.getHttpServer() as Server;
  const others = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    lifecycle.inFlight += 1;
    res.once('close', () => (lifecycle.inFlight -= 1));
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    for (const listener of others) listener.call(server, req, res);
  });

  const logger = new Logger('Lifecycle');
  const stop = (signal: NodeJS.Signals) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    const seconds = lifecycle.config.get('SHUTDOWN_DRAIN_SECONDS');
    logger.log(`${signal}: not ready; closing in ${seconds} s (${lifecycle.inFlight} requests in flight)`);
    setTimeout(() => {
      app
        .close()
        .then(() => {
          for (const s of SIGNALS) process.removeListener(s, stop);
          // Ends "by" the signal, as Nest's own shutdown hooks do.
          process.kill(process.pid, signal);
        })
        .catch((error: Error) => {
          logger.error(`Shutdown failed: ${error.message}`);
          process.exit(1);
        });
    }, seconds * 1000);
  };
  for (const signal of SIGNALS) process.on(signal, stop);
  server.once('close', () => {
    for (const s of SIGNALS) process.removeListener(s, stop);
  });
}

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];
