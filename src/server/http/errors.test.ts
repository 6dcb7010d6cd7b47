import { describe, expect, it } from 'vitest';
import { conflict, HttpError, isDatabaseUnavailable, toErrorBody } from './errors';

describe('toErrorBody', () => {
  it('keeps a typed error’s status, code, message and details', () => {
    const r = toErrorBody(conflict('TASK_NOT_AVAILABLE', 'Failed to accept task. It may no longer be available.', { id: 1 }));
    expect(r).toMatchObject({ status: 409, expose: true, body: { error: 'Failed to accept task. It may no longer be available.', code: 'TASK_NOT_AVAILABLE', details: { id: 1 } } });
  });

  it('maps body-parser errors to stable codes', () => {
    expect(toErrorBody(Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' })).body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(toErrorBody(Object.assign(new Error('Unexpected end of JSON input'), { status: 400, type: 'entity.parse.failed' })).body.code).toBe('INVALID_JSON');
    expect(toErrorBody(Object.assign(new Error('x'), { status: 415, type: 'encoding.unsupported' })).status).toBe(415);
  });

  it('never exposes an unexpected error’s message or stack', () => {
    const r = toErrorBody(new Error('connection refused at 10.0.0.5:5432\n    at secret.ts:1'));
    expect(r.status).toBe(500);
    expect(r.expose).toBe(false);
    expect(JSON.stringify(r.body)).not.toContain('10.0.0.5');
    expect(r.body).toEqual({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  it('hides the text of 4xx errors that are not meant for users', () => {
    expect(toErrorBody(Object.assign(new Error('internal detail'), { status: 400, expose: false })).body.error).toBe('The request could not be processed.');
    expect(toErrorBody(new HttpError(429, 'RATE_LIMITED', 'Slow down', undefined, { 'Retry-After': '3' })).headers).toEqual({ 'Retry-After': '3' });
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After when the database cannot be reached', () => {
    const down = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }),
      new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' }), Object.assign(new Error('b'), { code: 'ECONNREFUSED' })]),
    ];
    for (const err of down) {
      const r = toErrorBody(err);
      expect(r.status, err.message).toBe(503);
      expect(r.body).toEqual({ error: 'The database is not reachable right now. Please try again in a moment.', code: 'DATABASE_UNAVAILABLE' });
      expect(r.headers).toEqual({ 'Retry-After': '5' });
    }
    // The same failure of a query through an objection model (wrapped by db-errors, code only on nativeError).
    const wrapped = Object.assign(new Error('terminating connection due to administrator command'), {
      name: 'DBError', nativeError: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    });
    expect(toErrorBody(wrapped).status).toBe(503);
    // A bad query is still our bug: 500.
    expect(isDatabaseUnavailable(Object.assign(new Error('column "x" does not exist'), { code: '42703' }))).toBe(false);
    expect(toErrorBody(Object.assign(new Error('duplicate key'), { code: '23505' })).status).toBe(500);
  });
});
