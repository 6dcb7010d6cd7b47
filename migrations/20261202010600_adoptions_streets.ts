import type { Knex } from 'knex';

/**
 * adoptions module (issue 42): a spot may be a street drawn on the map. `path` (jsonb, null for a
 * point): the line's `[longitude, latitude]` pairs; `radius_m` is then the corridor's half-width (10 to
 * 100 m) and `latitude`/`longitude` the middle of the line's bounding box. `reach_m`: how far the
 * street's corridor reaches from that centre (its farthest vertex plus the half-width), so the GiST
 * index on the centre still answers "which spots may hold this point" and the overlap check.
 * `west`/`south`/`east`/`north`: the line's bounding box, for the public layer's box. Old rows (points)
 * stay as they are: all new columns null.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('adoptions', (t) => {
    t.jsonb('path');
    t.integer('reach_m');
    t.double('west');
    t.double('south');
    t.double('east');
    t.double('north');
  });
  await knex.raw('alter table adoptions drop constraint adoptions_radius_check');
  await knex.raw(
    `alter table adoptions add constraint adoptions_radius_check check (
      (path is null and radius_m between 25 and 500)
      or (path is not null and radius_m between 10 and 100 and reach_m is not null and west is not null and south is not null and east is not null and north is not null))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('adoptions').whereNotNull('path').del();
  await knex.raw('alter table adoptions drop constraint adoptions_radius_check');
  await knex.raw('alter table adoptions add constraint adoptions_radius_check check (radius_m between 25 and 500)');
  await knex.schema.alterTable('adoptions', (t) => {
    t.dropColumns('path', 'reach_m', 'west', 'south', 'east', 'north');
  });
}
