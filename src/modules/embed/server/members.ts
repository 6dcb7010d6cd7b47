import type { Knex } from 'knex';
import { notFound } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import { trxOf, type Unit, type UnitOfWork } from '../../../server/unit-of-work';
import type { AuditLog } from '../../admin/contract';
import type { GuestApi } from '../../guest/contract';
import type { PartnerMemberDto } from '../contract';

interface MemberRow {
  partner_id: string;
  user_id: string;
  added_at: Date;
}

/** The embed_partner_members table (knex only): who belongs to which partner. */
export class PartnerMembersRepository {
  constructor(private readonly db: Knex) {}

  async isMember(partnerId: string, userId: string): Promise<boolean> {
    return (await this.db('embed_partner_members').where({ partner_id: partnerId, user_id: userId }).first('user_id')) !== undefined;
  }

  async list(partnerId: string): Promise<MemberRow[]> {
    return (await this.db('embed_partner_members').where({ partner_id: partnerId }).orderBy('added_at').select('partner_id', 'user_id', 'added_at')) as MemberRow[];
  }

  /** Locks the partner row until the transaction ends; false when there is none. */
  async lockPartner(trx: Knex.Transaction, partnerId: string): Promise<boolean> {
    return (await trx('embed_partners').where({ id: partnerId }).forUpdate().first('id')) !== undefined;
  }

  /** false when the person belonged to the partner already. */
  async insert(trx: Knex.Transaction, partnerId: string, userId: string, addedBy: string, now: Date): Promise<boolean> {
    const rows = await trx('embed_partner_members').insert({ partner_id: partnerId, user_id: userId, added_by: addedBy, added_at: now }).onConflict(['partner_id', 'user_id']).ignore().returning('user_id');
    return rows.length === 1;
  }

  async remove(trx: Knex.Transaction, partnerId: string, userId: string): Promise<boolean> {
    return (await trx('embed_partner_members').where({ partner_id: partnerId, user_id: userId }).del().returning('user_id')).length > 0;
  }

  /** The person's partners (their data export). */
  async partnersOf(trx: Knex.Transaction, userId: string): Promise<{ partnerId: string; name: string; addedAt: string }[]> {
    const rows = (await trx('embed_partner_members as m').join('embed_partners as p', 'p.id', 'm.partner_id').where('m.user_id', userId).orderBy('m.added_at').select('p.id', 'p.name', 'm.added_at')) as { id: string; name: string; added_at: Date }[];
    return rows.map((r) => ({ partnerId: r.id, name: r.name, addedAt: new Date(r.added_at).toISOString() }));
  }

  /** Erasure: the person belongs to no partner any more (the rows they added for others stay, without them). */
  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('embed_partner_members').where({ user_id: userId }).del();
    await trx('embed_partner_members').where({ added_by: userId }).update({ added_by: null });
  }
}

const partnerNotFound = () => notFound('No such partner.', 'PARTNER_NOT_FOUND');

/**
 * Admins say who belongs to a partner (issue 33: only they may name the partner on a cleanup event).
 * Registered, active people only, found by username; each change and its audit entry commit together.
 */
export class PartnerMembersAdmin {
  constructor(private readonly d: { repo: PartnerMembersRepository; guests: GuestApi; audit: AuditLog; uow: UnitOfWork; clock: Clock }) {}

  async list(partnerId: string): Promise<PartnerMemberDto[]> {
    const rows = await this.d.repo.list(partnerId);
    const people = new Map((await this.d.guests.getPublicUsers(rows.map((r) => r.user_id))).map((u) => [u.id, u]));
    return rows.map((r) => ({ userId: r.user_id, username: people.get(r.user_id)?.username ?? null, addedAt: new Date(r.added_at).toISOString() }));
  }

  async add(partnerId: string, username: string, actorId: string): Promise<PartnerMemberDto> {
    const person = await this.d.guests.findRegisteredByUsername(username);
    if (!person) throw notFound('No registered person with this username.', 'USER_NOT_FOUND');
    const now = this.d.clock.now();
    await this.d.uow.run(async (unit, trx) => {
      if (!(await this.d.repo.lockPartner(trx, partnerId))) throw partnerNotFound();
      if (!(await this.d.repo.insert(trx, partnerId, person.id, actorId, now))) return;
      await this.d.audit.write({ actorId, action: 'embed.partner_member_added', targetType: 'embed_partner', targetId: partnerId, before: null, after: { userId: person.id } }, unit);
    });
    return (await this.list(partnerId)).find((m) => m.userId === person.id)!;
  }

  async remove(partnerId: string, userId: string, actorId: string): Promise<void> {
    await this.d.uow.run(async (unit, trx) => {
      if (!(await this.d.repo.lockPartner(trx, partnerId))) throw partnerNotFound();
      if (!(await this.d.repo.remove(trx, partnerId, userId))) throw notFound('This person does not belong to this partner.', 'PARTNER_MEMBER_NOT_FOUND');
      await this.d.audit.write({ actorId, action: 'embed.partner_member_removed', targetType: 'embed_partner', targetId: partnerId, before: { userId }, after: null }, unit);
    });
  }
}

/** embed module, data rights: the partners the person belongs to; erasure removes them from each. */
export function embedPersonalData(repo: PartnerMembersRepository) {
  return {
    tables: ['embed_partner_members'],
    async export(userId: string, unit: Unit) {
      return { partnerMemberships: await repo.partnersOf(trxOf(unit), userId) };
    },
    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId);
    },
  };
}
