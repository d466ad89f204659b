import { validateEnvironment } from './environment';

const valid = { DATABASE_URL: 'postgres://u@localhost/db', REDIS_URL: 'redis://localhost:6379' };

describe('validateEnvironment', () => {
  it('accepts a minimal environment and fills defaults', () => {
    const env = validateEnvironment(valid);
    expect(env.PORT).toBe(3000);
    expect(env.SEARCH_ENGINE).toBe('postgres');
  });

  it('names the missing setting', () => {
    expect(() => validateEnvironment({ REDIS_URL: valid.REDIS_URL })).toThrow(/DATABASE_URL/);
  });

  it('names a malformed setting', () => {
    expect(() => validateEnvironment({ ...valid, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => validateEnvironment({ ...valid, SEARCH_ENGINE: 'solr' })).toThrow(/SEARCH_ENGINE/);
  });

  it('requires ELASTICSEARCH_URL for the elasticsearch engine', () => {
    expect(() => validateEnvironment({ ...valid, SEARCH_ENGINE: 'elasticsearch' })).toThrow(/ELASTICSEARCH_URL/);
  });

  it('takes a blank METRICS_TOKEN (as compose passes an unset one) as no token, a short one as an error', () => {
    expect(validateEnvironment({ ...valid, METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(() => validateEnvironment({ ...valid, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
