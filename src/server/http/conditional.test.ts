import fs from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, isNotModified, parseEntityTags } from './conditional';

describe('If-None-Match as RFC 9110 13.1.2 compares it', () => {
  it('reads a list of tags, weak or strong, with commas inside tags, empty elements and *', () => {
    expect(parseEntityTags('"a", W/"b,c" ,, "d"')).toEqual({ any: false, tags: ['"a"', 'W/"b,c"', '"d"'] });
    expect(parseEntityTags(' * ')).toEqual({ any: true, tags: [] });
    // A malformed element ends the list: what came before counts.
    expect(parseEntityTags('"a", b, "c"')).toEqual({ any: false, tags: ['"a"'] });
  });

  it('compares weakly: W/"x" and "x" match each other, nothing else does', () => {
    expect(ifNoneMatchMatches('"x"', 'W/"x"')).toBe(true);
    expect(ifNoneMatchMatches('W/"x"', '"x"')).toBe(true);
    expect(ifNoneMatchMatches('W/"y", W/"x"', 'W/"x"')).toBe(true);
    expect(ifNoneMatchMatches('W/"xx"', 'W/"x"')).toBe(false);
    expect(ifNoneMatchMatches('x', 'x')).toBe(false); // unquoted: not an entity-tag
    expect(ifNoneMatchMatches('*', undefined)).toBe(true);
    expect(ifNoneMatchMatches('"x"', undefined)).toBe(false);
  });
});

describe('isNotModified', () => {
  const app = (setup: (ctx: Koa.Context) => void) => {
    const koa = new Koa();
    koa.use((ctx) => {
      ctx.status = 200;
      setup(ctx);
      if (isNotModified(ctx)) ctx.status = 304;
      else ctx.body = 'body';
    });
    return supertest(koa.callback());
  };

  it('answers 304 to a matching tag whatever the Cache-Control and Pragma say (Koa’s ctx.fresh does not)', async () => {
    const a = app((ctx) => (ctx.etag = 'W/"v1"'));
    await a.get('/').set({ 'If-None-Match': 'W/"v1"', 'Cache-Control': 'no-cache', Pragma: 'no-cache' }).expect(304);
    await a.head('/').set({ 'If-None-Match': '"v1"', 'Cache-Control': 'no-cache, no-store' }).expect(304);
    await a.post('/').set({ 'If-None-Match': 'W/"v1"' }).expect(200);
    await a.get('/').set({ 'If-None-Match': 'W/"v2"', 'Cache-Control': 'max-age=0' }).expect(200);
  });

  it('never turns an error into a 304', async () => {
    await app((ctx) => {
      ctx.etag = 'W/"v1"';
      ctx.status = 404;
    }).get('/').set('If-None-Match', '*').expect(404);
  });

  it('uses If-Modified-Since only without If-None-Match, and only with a Last-Modified', async () => {
    const modified = new Date('2020-01-02T00:00:00Z');
    const a = app((ctx) => {
      ctx.etag = 'W/"v1"';
      ctx.lastModified = modified;
    });
    await a.get('/').set({ 'If-Modified-Since': 'Fri, 03 Jan 2020 00:00:00 GMT', 'Cache-Control': 'no-cache' }).expect(304);
    await a.get('/').set({ 'If-Modified-Since': 'Wed, 01 Jan 2020 00:00:00 GMT' }).expect(200);
    await a.get('/').set({ 'If-Modified-Since': 'Fri, 03 Jan 2020 00:00:00 GMT', 'If-None-Match': 'W/"v0"' }).expect(200);
    await a.get('/').set({ 'If-Modified-Since': 'not a date' }).expect(200);
    await app(() => {}).get('/').set({ 'If-Modified-Since': 'Fri, 03 Jan 2020 00:00:00 GMT' }).expect(200);
  });

  it('is the only freshness check in the server code (no ctx.fresh, which obeys the request’s no-cache)', () => {
    const root = path.resolve(__dirname, '../..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && full !== __filename.replace(/\.test\.ts$/, '.ts')) {
          if (/\bctx\.(?:request\.)?fresh\b|\bctx\.(?:request\.)?stale\b/.test(fs.readFileSync(full, 'utf8'))) offenders.push(path.relative(root, full));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
