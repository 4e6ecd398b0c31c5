import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './client';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('a database that cannot be reached, told from a query that went wrong', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['the server shutting down', withCode('57P01')],
    ['the server starting up', withCode('57P03')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a failed query wrapping one',
      Object.assign(new Error('Failed query: select 1'), { cause: withCode('ECONNRESET') }),
    ],
    ['a refused dual-stack connect', new AggregateError([withCode('ECONNREFUSED')], '')],
  ])('%s is unavailability', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a bad value', withCode('22P02')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
