import { logTransport } from './log-format';

describe('log format', () => {
  it('pretty-prints in development', () => {
    expect(logTransport('development', true)).toMatchObject({ target: 'pino-pretty', options: { singleLine: true } });
  });

  it('writes JSON lines in production and tests, and in development without pino-pretty installed', () => {
    expect(logTransport('production', true)).toBeUndefined();
    expect(logTransport('test', true)).toBeUndefined();
    expect(logTransport('development', false)).toBeUndefined();
  });

  it('finds pino-pretty in this (development) install', () => {
    expect(logTransport('development')).toMatchObject({ target: 'pino-pretty' });
  });
});
