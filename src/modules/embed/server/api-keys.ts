import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { notFound } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import type { AuditLog } from '../../admin/contract';
import type { ApiKeyInfo, IssuedApiKeyResponse, PartnerApiKeysApi } from '../contract';

/** Keys start with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'cq_';
/** How many characters of a key its hint keeps: the prefix and six of the random part. */
const HINT_LENGTH = API_KEY_PREFIX.length + 6;

/** A new key: the prefix and 32 random bytes (256 bits), base64url. */
export function newApiKey(): string {
  return API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
}

/** What is stored of a key: its SHA-256, hex. A 256-bit random key needs no slow hash. */
export function apiKeyHash(apiKey: string): string {
  return crypto.createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

interface ApiKeyRow {
  id: string;
  partner_id: string;
  key_hash: string;
  key_hint: string;
  created_at: Date;
  revoked_at: Date | null;
}

const toInfo = (r: Pick<ApiKeyRow, 'partner_id' | 'key_hint' | 'created_at'>): ApiKeyInfo => ({ partnerId: r.partner_id, hint: r.key_hint, createdAt: new Date(r.created_at).toISOString() });

/** The embed_api_keys table (knex only). */
export class ApiKeysRepository {
  constructor(private readonly db: Knex) {}

  /** The partner of a key in use (the partner row exists: removing a partner removes its keys). */
  async partnerOfHash(hash: string): Promise<{ id: string; name: string } | undefined> {
    return this.db('embed_api_keys as k')
      .join('embed_partners as p', 'p.id', 'k.partner_id')
      .where('k.key_hash', hash)
      .whereNull('k.revoked_at')
      .first('p.id', 'p.name');
  }

  async inUse(): Promise<ApiKeyInfo[]> {
    const rows = (await this.db('embed_api_keys').whereNull('revoked_at').orderBy('created_at').select('partner_id', 'key_hint', 'created_at')) as ApiKeyRow[];
    return rows.map(toInfo);
  }

  /** Locks the partner row until the transaction ends (issues and revocations of one partner take turns); false when there is none. */
  async lockPartner(trx: Knex.Transaction, partnerId: string): Promise<boolean> {
    return (await trx('embed_partners').where({ id: partnerId }).forUpdate().first('id')) !== undefined;
  }

  /** Revokes the partner's key in use; its hint, or undefined when it had none. */
  async revoke(trx: Knex.Transaction, partnerId: string, now: Date): Promise<string | undefined> {
    const [row] = (await trx('embed_api_keys').where({ partner_id: partnerId }).whereNull('revoked_at').update({ revoked_at: now }).returning('key_hint')) as Pick<ApiKeyRow, 'key_hint'>[];
    return row?.key_hint;
  }

  async insert(trx: Knex.Transaction, partnerId: string, hash: string, hint: string, now: Date): Promise<ApiKeyInfo> {
    const [row] = (await trx('embed_api_keys').insert({ partner_id: partnerId, key_hash: hash, key_hint: hint, created_at: now }).returning(['partner_id', 'key_hint', 'created_at'])) as ApiKeyRow[];
    return toInfo(row!);
  }
}

/** PartnerApiKeysApi: which partner a key belongs to (the open311 module asks for every POST). */
export class PartnerApiKeys implements PartnerApiKeysApi {
  constructor(private readonly repo: ApiKeysRepository) {}

  async partnerForKey(apiKey: string): Promise<{ id: string; name: string } | null> {
    // Not a key of ours at all: no query. Keys are long and random, so looking one up by its hash
    // reveals nothing through timing.
    if (!apiKey.startsWith(API_KEY_PREFIX) || apiKey.length > 200) return null;
    return (await this.repo.partnerOfHash(apiKeyHash(apiKey))) ?? null;
  }
}

const partnerNotFound = () => notFound('No such partner.', 'PARTNER_NOT_FOUND');

/**
 * Admins issue and revoke partners' API keys. Each change and its audit entry (the key's hint, never
 * the key) commit together; the partner row's lock orders concurrent changes of one partner.
 */
export class ApiKeysAdmin {
  constructor(private readonly d: { repo: ApiKeysRepository; audit: AuditLog; uow: UnitOfWork; clock: Clock }) {}

  list(): Promise<ApiKeyInfo[]> {
    return this.d.repo.inUse();
  }

  /** A new key for the partner; the one in use, if any, is revoked in the same transaction. */
  async issue(partnerId: string, actorId: string): Promise<IssuedApiKeyResponse> {
    const apiKey = newApiKey();
    const now = this.d.clock.now();
    const key = await this.d.uow.run(async (unit, trx) => {
      if (!(await this.d.repo.lockPartner(trx, partnerId))) throw partnerNotFound();
      const replaced = await this.d.repo.revoke(trx, partnerId, now);
      const info = await this.d.repo.insert(trx, partnerId, apiKeyHash(apiKey), apiKey.slice(0, HINT_LENGTH), now);
      await this.d.audit.write(
        { actorId, action: 'embed.api_key_issued', targetType: 'embed_partner', targetId: partnerId, before: replaced ? { hint: replaced } : null, after: { hint: info.hint } },
        unit,
      );
      return info;
    });
    return { apiKey, key };
  }

  async revoke(partnerId: string, actorId: string): Promise<void> {
    await this.d.uow.run(async (unit, trx) => {
      if (!(await this.d.repo.lockPartner(trx, partnerId))) throw partnerNotFound();
      const hint = await this.d.repo.revoke(trx, partnerId, this.d.clock.now());
      if (!hint) throw notFound('This partner has no API key.', 'API_KEY_NOT_FOUND');
      await this.d.audit.write({ actorId, action: 'embed.api_key_revoked', targetType: 'embed_partner', targetId: partnerId, before: { hint }, after: null }, unit);
    });
  }
}
