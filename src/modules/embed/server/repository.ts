import type { Knex } from 'knex';
import type { PartnerDto } from '../contract';
import type { PartnerInput } from '../schemas';
import { PartnerModel, type PartnerRow } from './models';
import { toPartnerDto as toDto } from './presenter';

const toRow = (p: PartnerInput) => ({
  name: p.name,
  // Normalised: 'https://Example.org/' -> 'https://example.org', as the browser compares it.
  allowed_origins: [...new Set(p.allowedOrigins.map((o) => new URL(o).origin))],
  center_lat: p.centerLatitude,
  center_lon: p.centerLongitude,
  zoom: p.zoom,
  color: p.color || null,
  area_radius_km: p.areaRadiusKm ?? null,
});

/** The embed_partners table; partners are read through the objection model (models.ts), written through knex. */
export class PartnersRepository {
  constructor(private readonly db: Knex) {}

  async list(): Promise<PartnerDto[]> {
    return (await PartnerModel.query(this.db).orderBy('created_at')).map(toDto);
  }

  /** In a transaction, the row is locked until it ends. */
  async find(id: string, trx?: Knex.Transaction): Promise<PartnerDto | undefined> {
    const q = PartnerModel.query(trx ?? this.db).where({ id }).first();
    if (trx) q.forUpdate();
    const row = await q;
    return row && toDto(row);
  }

  async insert(p: PartnerInput, trx?: Knex.Transaction): Promise<PartnerDto> {
    const [row] = await (trx ?? this.db)<PartnerRow>('embed_partners').insert(toRow(p)).returning('*');
    return toDto(row!);
  }

  async update(id: string, p: PartnerInput, trx?: Knex.Transaction): Promise<PartnerDto | undefined> {
    const [row] = await (trx ?? this.db)<PartnerRow>('embed_partners').where({ id }).update(toRow(p)).returning('*');
    return row && toDto(row);
  }

  async remove(id: string, trx?: Knex.Transaction): Promise<boolean> {
    const rows = await (trx ?? this.db)('embed_partners').where({ id }).del().returning('id');
    return rows.length > 0;
  }
}
