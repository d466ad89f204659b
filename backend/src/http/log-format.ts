import type { TransportSingleOptions } from 'pino';

/** Whether pino-pretty can be loaded: it is a development dependency, absent from production images. */
function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * How log lines are written. In development (npm run dev, npm run demo) people read them in a
 * terminal: one coloured line per event through pino-pretty. Everywhere else they are JSON lines
 * for a log collector, as pino writes them by default (no transport).
 */
export function logTransport(nodeEnv: string, canPrettyPrint = prettyAvailable()): TransportSingleOptions | undefined {
  if (nodeEnv !== 'development' || !canPrettyPrint) return undefined;
  return {
    target: 'pino-pretty',
    options: { colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
  };
}
