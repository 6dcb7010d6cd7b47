import type { Knex } from 'knex';
import type { PartnerDto } from '../contract';
import type { PartnerInput } from '../schemas';

interface PartnerRow {
  id: string;
  name: string;
  allowed_origins: string[];
  center_lat: number;
  center_lon: number;
  zoom: number;
  color: string | null;
  created_at: Date;
}

const toDto = (r: PartnerRow): PartnerDto => ({
  id: r.id,
  name: r.name,
  allowedOrigins: r.allowed_origins,
  center: { lat: r.center_lat, lon: r.center_lon },
  zoom: r.zoom,
  color: r.color,
  createdAt: new Date(r.created_at).toISOString(),
});

const toRow = (p: PartnerInput) => ({
  name: p.name,
  // Normalised: 'https://Example.org/' -> 'https://example.org', as the browser compares it.
  allowed_origins: [...new Set(p.allowedOrigins.map((o) => new URL(o).origin))],
  center_lat: p.centerLat,
  center_lon: p.centerLon,
  zoom: p.zoom,
  color: p.color || null,
});

/** The embed_partners table. */
export class PartnersRepository {
  constructor(private readonly db: Knex) {}

  async list(): Promise<PartnerDto[]> {
    return ((await this.db('embed_partners').orderBy('created_at')) as PartnerRow[]).map(toDto);
  }

  /** In a transaction, the row is locked until it ends. */
  async find(id: string, trx?: Knex.Transaction): Promise<PartnerDto | undefined> {
    const q = (trx ?? this.db)('embed_partners').where({ id }).first();
    if (trx) q.forUpdate();
    const row = (await q) as PartnerRow | undefined;
    return row && toDto(row);
  }

  async insert(p: PartnerInput, trx?: Knex.Transaction): Promise<PartnerDto> {
    const [row] = await (trx ?? this.db)('embed_partners').insert(toRow(p)).returning('*');
    return toDto(row as PartnerRow);
  }

  async update(id: string, p: PartnerInput, trx?: Knex.Transaction): Promise<PartnerDto | undefined> {
    const [row] = await (trx ?? this.db)('embed_partners').where({ id }).update(toRow(p)).returning('*');
    return row && toDto(row as PartnerRow);
  }

  async remove(id: string, trx?: Knex.Transaction): Promise<boolean> {
    const rows = await (trx ?? this.db)('embed_partners').where({ id }).del().returning('id');
    return rows.length > 0;
  }
}
