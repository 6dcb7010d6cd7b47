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

/** The embed_partners table. */
export class PartnersRepository {
  constructor(private readonly db: Knex) {}

  async list(): Promise<PartnerDto[]> {
    return ((await this.db('embed_partners').orderBy('created_at')) as PartnerRow[]).map(toDto);
  }

  async find(id: string): Promise<PartnerDto | undefined> {
    const row = (await this.db('embed_partners').where({ id }).first()) as PartnerRow | undefined;
    return row && toDto(row);
  }

  async insert(p: PartnerInput): Promise<PartnerDto> {
    const [row] = await this.db('embed_partners')
      .insert({
        name: p.name,
        allowed_origins: p.allowedOrigins.map((o) => new URL(o).origin),
        center_lat: p.centerLat,
        center_lon: p.centerLon,
        zoom: p.zoom,
        color: p.color || null,
      })
      .returning('*');
    return toDto(row as PartnerRow);
  }

  async remove(id: string): Promise<boolean> {
    const rows = await this.db('embed_partners').where({ id }).del().returning('id');
    return rows.length > 0;
  }
}
