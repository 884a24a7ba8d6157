import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseError } from 'pg';
import { isDatabaseUnreachable } from './database-unreachable';

/** A server error as node-postgres raises it: a DatabaseError carrying the SQLSTATE as `code`. */
function serverError(code: string, message: string): Error {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
}

describe('isDatabaseUnreachable', () => {
  it.each([
    ['connection refused while the server is down', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['admin shutdown (57P01)', serverError('57P01', 'terminating connection due to administrator command')],
    ['shutting down / starting up (57P03)', serverError('57P03', 'the database system is shutting down')],
    ['a connection exception (08006)', serverError('08006', 'connection failure')],
    ['too many connections (53300)', serverError('53300', 'sorry, too many clients already')],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
    [
      'a connect timeout',
      new Error('Connection terminated due to connection timeout', { cause: new Error('x') }),
    ],
    ['a query that never came back', new Error('Query read timeout')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    [
      "Drizzle's wrapper around one",
      new DrizzleQueryError('select 1', [], serverError('57P01', 'terminating connection')),
    ],
    [
      'every address of a host refusing',
      Object.assign(new AggregateError([socketError('ECONNREFUSED')], ''), { code: undefined }),
    ],
  ])('recognises %s', (_what, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a statement timeout (a slow query is ours to fix)', serverError('57014', 'canceling statement')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ["Drizzle's wrapper around a bug", new DrizzleQueryError('select', [], new TypeError('x is undefined'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', 'Connection terminated unexpectedly'],
  ])('leaves %s a failure of ours (500)', (_what, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });

  it('stops following causes that loop', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnreachable(a)).toBe(false);
  });
});
