import { isDependencyOutage } from './dependency-outage';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDependencyOutage', () => {
  it('recognises PostgreSQL going away', () => {
    expect(isDependencyOutage(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDependencyOutage(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDependencyOutage(Object.assign(new Error('q'), { driverError: { code: '08006' } }))).toBe(true);
    expect(isDependencyOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('recognises a write sent to a leader demoted in a failover', () => {
    expect(isDependencyOutage(withCode('25006', 'cannot execute INSERT in a read-only transaction'))).toBe(true);
    expect(isDependencyOutage(withCode('57P03', 'the database system is shutting down'))).toBe(true);
    expect(isDependencyOutage(Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' }))).toBe(true);
    expect(isDependencyOutage(Object.assign(new Error('Database connection provided by a query runner was already released'), { name: 'QueryRunnerProviderAlreadyReleasedError' }))).toBe(true);
  });

  it('recognises Redis going away', () => {
    expect(isDependencyOutage(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(isDependencyOutage(Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }))).toBe(true);
  });

  it('leaves real bugs and bad queries alone', () => {
    expect(isDependencyOutage(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDependencyOutage(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isDependencyOutage('ECONNREFUSED')).toBe(false);
  });
});
