import { availableParallelism } from 'node:os';
import { webProcessCount } from './web-process-count';

describe('web processes on one machine (WEB_PROCESSES)', () => {
  it('runs one per core in production unless told otherwise, one elsewhere', () => {
    expect(webProcessCount({ NODE_ENV: 'production' })).toBe(availableParallelism());
    expect(webProcessCount({ NODE_ENV: 'production', WEB_PROCESSES: '1' })).toBe(1);
    expect(webProcessCount({ NODE_ENV: 'development' })).toBe(1);
    expect(webProcessCount({ NODE_ENV: 'test' })).toBe(1);
    expect(webProcessCount({ NODE_ENV: 'test', WEB_PROCESSES: 'auto' })).toBe(availableParallelism());
    expect(webProcessCount({ WEB_PROCESSES: ' 3 ' })).toBe(3);
  });

  it('refuses what is not a count, naming the setting', () => {
    for (const wrong of ['0', '-2', '1.5', 'two', '257', '0x2']) {
      expect(() => webProcessCount({ WEB_PROCESSES: wrong })).toThrow(/WEB_PROCESSES must be "auto" or a whole number from 1 to 256/);
    }
  });
});
