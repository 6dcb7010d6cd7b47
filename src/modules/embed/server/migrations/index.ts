import type { Knex } from 'knex';
import * as embedPartners from './20261122090000_embed_partners';
import * as embedApiKeys from './20261129101313_embed_api_keys';
import * as embedPartnerArea from './20261128100000_embed_partner_area';
import * as embedPartnerMembers from './20261201030000_embed_partner_members';

/** The embed module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const embedMigrations: Record<string, Knex.Migration> = {
  '20261122090000_embed_partners': embedPartners,
  '20261129101313_embed_api_keys': embedApiKeys,
  '20261128100000_embed_partner_area': embedPartnerArea,
  '20261201030000_embed_partner_members': embedPartnerMembers,
};
