import type { Knex } from 'knex';
import type { Db } from '../../../../server/db';
import { conflict, HttpError, notFound } from '../../../../server/http/errors';
import type { Clock } from '../../../../server/tokens';
import type { Unit, UnitOfWork } from '../../../../server/unit-of-work';
import { distanceKm } from '../../../../shared/geo';
import type { AuditLog } from '../../../admin/contract';
import type { EmbedApi, PartnerArea } from '../../../embed/contract';
import type { CityConnectionDto, CityConnectionsResponse } from '../../contract';
import type { CityConnectionInput, CityConnectionUpdate } from '../../schemas';
import { checkCityEndpoint, type CityConnection } from './connection';

export interface ConnectionRow {
  id: string;
  partner_id: string;
  endpoint: string;
  api_key: string;
  jurisdiction_id: string | null;
  hazard_service_code: string;
  litter_service_code: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A connection a filing is sent with: a row's id, or null for the instance-wide one (CITY_OPEN311_*). */
export interface RoutedConnection {
  id: string | null;
  city: CityConnection;
}

const idOf = (r: ConnectionRow): ConnectionRow => ({ ...r, id: String(r.id) });
/** What an admin sees of a key: its last 4 characters (keys are at least 8 long). */
export const keyHint = (key: string) => `…${key.slice(-4)}`;

export const partnerNotFound = () => notFound('No such partner.', 'PARTNER_NOT_FOUND');
export const connectionNotFound = () => notFound('No such city connection.', 'CITY_CONNECTION_NOT_FOUND');
const endpointInvalid = () =>
  new HttpError(400, 'CITY_ENDPOINT_INVALID', 'The city’s GeoReport v2 address must be an https URL without a user, password, query or fragment.');

/**
 * Issue 42: cities connected for one partner's area (city_connections), besides the instance-wide
 * connection of the environment. Admins list, add, change and remove them (each change with its
 * audit entry, the key never in it); the filer asks which connection a point belongs to.
 */
export class CityConnections {
  constructor(
    private readonly d: {
      db: Db;
      embed: EmbedApi | null;
      uow: UnitOfWork;
      audit: AuditLog | null;
      clock: Clock;
      /** The instance-wide connection (CITY_OPEN311_*), or null. */
      instance: CityConnection | null;
      allowLoopback: boolean;
      perReporterPerDay: number;
    },
  ) {}

  /** An endpoint as typed on the admin page, checked as the environment's is (connection.ts). */
  endpoint(raw: string): URL {
    const checked = checkCityEndpoint(raw.trim(), this.d.allowLoopback);
    if (!checked.url) throw endpointInvalid();
    return checked.url;
  }

  async list(): Promise<CityConnectionsResponse> {
    const rows = ((await this.d.db('city_connections').orderBy('id')) as ConnectionRow[]).map(idOf);
    const connections = await Promise.all(rows.map(async (r) => this.dto(r, (await this.d.embed?.partner(r.partner_id))?.name ?? null)));
    const i = this.d.instance;
    return { instance: i ? { host: i.endpoint.host, hazardServiceCode: i.hazardServiceCode, litterServiceCode: i.litterServiceCode ?? null } : null, connections };
  }

  async create(input: CityConnectionInput, actorId: string): Promise<CityConnectionDto> {
    const partner = await this.d.embed?.partner(input.partnerId);
    if (!partner) throw partnerNotFound();
    const endpoint = this.endpoint(input.endpoint).href;
    const now = this.d.clock.now();
    return this.d.uow.run(async (unit, trx) => {
      const [row] = (await trx('city_connections')
        .insert({ partner_id: partner.id, endpoint, api_key: input.apiKey, jurisdiction_id: input.jurisdictionId || null, hazard_service_code: input.hazardServiceCode, litter_service_code: input.litterServiceCode || null, created_at: now, updated_at: now })
        .onConflict('partner_id')
        .ignore()
        .returning('*')) as ConnectionRow[];
      if (!row) throw conflict('CITY_PARTNER_CONNECTED', 'This partner already has a city connection: change that one.');
      const dto = this.dto(idOf(row), partner.name);
      await this.audit(unit, actorId, 'open311.city_connection_added', dto.id, null, dto);
      return dto;
    });
  }

  /** Changes a connection; a key left out (or empty) stays as it is. */
  async update(id: string, input: CityConnectionUpdate, actorId: string): Promise<CityConnectionDto> {
    const endpoint = this.endpoint(input.endpoint).href;
    return this.d.uow.run(async (unit, trx) => {
      const before = await this.row(trx, id);
      const patch = { endpoint, jurisdiction_id: input.jurisdictionId || null, hazard_service_code: input.hazardServiceCode, litter_service_code: input.litterServiceCode || null, updated_at: this.d.clock.now(), ...(input.apiKey ? { api_key: input.apiKey } : {}) };
      const [row] = (await trx('city_connections').where({ id }).update(patch).returning('*')) as ConnectionRow[];
      const name = (await this.d.embed?.partner(before.partner_id))?.name ?? null;
      const dto = this.dto(idOf(row!), name);
      await this.audit(unit, actorId, 'open311.city_connection_changed', id, this.dto(before, name), dto);
      return dto;
    });
  }

  /** Removes a connection once none of its filings waits to be sent or followed (409 until then). */
  async remove(id: string, actorId: string): Promise<void> {
    await this.d.uow.run(async (unit, trx) => {
      const before = await this.row(trx, id, true);
      const open = await trx('city_filings')
        .where({ connection_id: id })
        .where((q) => q.whereNot('state', 'filed').orWhereNull('city_status').orWhereNot('city_status', 'closed'))
        .first('id');
      if (open) throw conflict('CITY_CONNECTION_IN_USE', 'Filings with this city are not cleared yet: the connection stays until they are.');
      await trx('city_connections').where({ id }).delete();
      await this.audit(unit, actorId, 'open311.city_connection_removed', id, this.dto(before, null), null);
    });
  }

  /**
   * The connection a report at this point is filed with: the connected partner whose area holds it
   * (the smallest area when several do), else the instance-wide one, else null.
   */
  async forPoint(lat: number, lon: number): Promise<RoutedConnection | null> {
    const rows = ((await this.d.db('city_connections').orderBy('id')) as ConnectionRow[]).map(idOf);
    let best: { row: ConnectionRow; area: PartnerArea } | null = null;
    for (const row of rows) {
      const area = (await this.d.embed?.partner(row.partner_id))?.area;
      if (!area || distanceKm({ latitude: lat, longitude: lon }, area) > area.radiusKm) continue;
      if (!best || area.radiusKm < best.area.radiusKm) best = { row, area };
    }
    if (best) return { id: best.row.id, city: this.city(best.row) };
    return this.d.instance ? { id: null, city: this.d.instance } : null;
  }

  /** The connection a filing was made for (null: the instance-wide one); null once it is gone. */
  async byId(id: string | null): Promise<CityConnection | null> {
    if (id === null) return this.d.instance;
    const row = (await this.d.db('city_connections').where({ id }).first()) as ConnectionRow | undefined;
    return row ? this.city(idOf(row)) : null;
  }

  private city(r: ConnectionRow): CityConnection {
    return {
      endpoint: new URL(r.endpoint),
      apiKey: r.api_key,
      jurisdictionId: r.jurisdiction_id ?? undefined,
      hazardServiceCode: r.hazard_service_code,
      litterServiceCode: r.litter_service_code,
      perReporterPerDay: this.d.perReporterPerDay,
    };
  }

  private async row(trx: Knex.Transaction, id: string, lock = false): Promise<ConnectionRow> {
    const q = trx('city_connections').where({ id }).first();
    const row = (await (lock ? q.forUpdate() : q)) as ConnectionRow | undefined;
    if (!row) throw connectionNotFound();
    return idOf(row);
  }

  private dto(r: ConnectionRow, partnerName: string | null): CityConnectionDto {
    return {
      id: r.id, partnerId: r.partner_id, partnerName, endpoint: r.endpoint, apiKeyHint: keyHint(r.api_key), jurisdictionId: r.jurisdiction_id,
      hazardServiceCode: r.hazard_service_code, litterServiceCode: r.litter_service_code, createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
    };
  }

  private async audit(unit: Unit, actorId: string, action: string, id: string, before: CityConnectionDto | null, after: CityConnectionDto | null): Promise<void> {
    await this.d.audit?.write({ actorId, action, targetType: 'city_connection', targetId: id, before, after }, unit);
  }
}
