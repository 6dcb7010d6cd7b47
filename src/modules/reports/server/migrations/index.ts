import type { Knex } from 'knex';
import * as reportsReports from './20261122030000_reports_reports';
import * as reportsPartnerAuthor from './20261129101312_reports_partner_author';
import * as reportsPositionSources from './20261127183200_reports_position_sources';
import * as reportsSizeHazards from './20261130021000_reports_size_hazards';

/** The reports module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const reportsMigrations: Record<string, Knex.Migration> = {
  '20261122030000_reports_reports': reportsReports,
  '20261129101312_reports_partner_author': reportsPartnerAuthor,
  '20261127183200_reports_position_sources': reportsPositionSources,
  '20261130021000_reports_size_hazards': reportsSizeHazards,
};
