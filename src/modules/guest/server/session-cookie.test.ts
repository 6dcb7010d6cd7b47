import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../contract';
import { sessionCookies } from './session-cookie';

const TOKEN = 'a'.repeat(43);

/** A server whose only route sets (?do=set), clears (?do=clear) or reads the session cookie. */
function server(secure: boolean) {
  const cookies = sessionCookies({ secure });
  const app = new Koa();
  app.use((ctx) => {
    const action = new URLSearchParams(ctx.querystring).get('do');
    if (action === 'set') cookies.set(ctx, TOKEN, new Date(Date.UTC(2031, 0, 2)));
    else if (action === 'clear') cookies.clear(ctx);
    ctx.body = { token: cookies.read(ctx) ?? null };
  });
  return app.callback();
}

const setCookie = (res: request.Response) => String(res.headers['set-cookie'] ?? '');

describe('the session cookie (the one helper every module writes it with)', () => {
  it.each([false, true])('sets and clears it HttpOnly, SameSite=Lax on / (secure: %s), Secure only for https', async (secure) => {
    const set = setCookie(await request(server(secure)).get('/?do=set'));
    expect(set).toMatch(new RegExp(`^${SESSION_COOKIE}=${TOKEN}; path=/; expires=Thu, 02 Jan 2031 00:00:00 GMT; samesite=lax(; secure)?; httponly$`));
    const cleared = setCookie(await request(server(secure)).get('/?do=clear'));
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax(; secure)?; httponly$`));
    for (const header of [set, cleared]) expect(header.includes('; secure')).toBe(secure);
  });

  it('reads only a value with a session token’s form', async () => {
    const app = server(false);
    expect((await request(app).get('/').set('Cookie', `${SESSION_COOKIE}=${TOKEN}`)).body.token).toBe(TOKEN);
    expect((await request(app).get('/').set('Cookie', `${SESSION_COOKIE}=short`)).body.token).toBeNull();
    expect((await request(app).get('/').set('Cookie', `${SESSION_COOKIE}=${'a'.repeat(30)}%3B`)).body.token).toBeNull();
    expect((await request(app).get('/')).body.token).toBeNull();
  });
});
