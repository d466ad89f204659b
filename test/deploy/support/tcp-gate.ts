import { createConnection, createServer, Server, Socket } from 'node:net';

/**
 * A TCP forwarder that refuses connections until it is opened: the containers reach PostgreSQL and Redis
 * through it, so the check can start them before their dependencies answer (as podman-compose does, which
 * ignores `condition: service_healthy`).
 */
export class TcpGate {
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => (s === client ? upstream : client).destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((r) => server.close(() => r(undefined)));
  }
}
