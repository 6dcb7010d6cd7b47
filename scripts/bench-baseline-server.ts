/**
 * The yardsticks of bench:api, each a minimal Koa process: the near-point query with raw pg and no
 * framework around it (GET /near), and a bare JSON endpoint (GET /bare). Not part of the product.
 */
import http from 'node:http';
import Koa from 'koa';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SQL = `select id, report_id, status, verification_status, reward, accepted_at, latitude, longitude, waste_type, priority,
  image_url, thumbnail_url, description, location, estimated_effort, ai_analysis, created_at
  from tasks where status = 'available'
    and earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(latitude, longitude)
    and earth_distance(ll_to_earth($1, $2), ll_to_earth(latitude, longitude)) <= $3
  order by earth_distance(ll_to_earth($1, $2), ll_to_earth(latitude, longitude)) limit 500`;

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.path === '/near') {
    const lat = Number(ctx.query.lat);
    const lon = Number(ctx.query.lon);
    const { rows } = await pool.query(SQL, [lat, lon, Number(ctx.query.radiusKm ?? 1) * 1000]);
    ctx.body = rows;
  } else if (ctx.path === '/bare') {
    ctx.body = { ok: true };
  }
});
http.createServer(app.callback()).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening on baseline'));
process.on('SIGTERM', () => process.exit(0));
