import { randomUUID } from 'node:crypto';
import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config/app-config.service';
import { logTransport } from './log-format';
import { requestIdOf } from './request-id';

/**
 * Request logs: JSON lines, pretty-printed in development (log-format.ts); each request keeps the
 * caller's X-Request-Id or gets a new one, echoed back.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.get('LOG_LEVEL'),
          transport: logTransport(config.get('NODE_ENV')),
          genReqId: (req, res) => {
            const id = requestIdOf(req) ?? randomUUID();
            res.setHeader('X-Request-Id', id);
            return id;
          },
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          autoLogging: { ignore: (req) => req.url === '/api/health' },
        },
        // nestjs-pino's default ('*') is the route syntax Express 5 dropped: Nest converted it, warning twice at every
        // start above the demo's logins. Under the /api prefix either way.
        forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
      }),
    }),
  ],
})
export class LoggingModule {}
