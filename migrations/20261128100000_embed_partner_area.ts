import type { Knex } from 'knex';

/**
 * embed module: a partner's area (for its impact page, the impact module): a radius in km around the
 * partner's centre. Null means 'derived from the centre and zoom' (defaultAreaRadiusKm in
 * src/shared/geo-area.ts), so existing partners get an area without a value being invented here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('embed_partners', (t) => {
    t.double('area_radius_km');
    t.check('area_radius_km is null or area_radius_km between 0.1 and 100', [], 'embed_partners_area_radius_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('embed_partners', (t) => {
    t.dropChecks('embed_partners_area_radius_check');
    t.dropColumn('area_radius_km');
  });
}
