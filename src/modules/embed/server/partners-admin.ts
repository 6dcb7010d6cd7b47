import { notFound } from '../../../server/http/errors';
import type { AuditLog } from '../../admin/contract';
import type { PartnerDto } from '../contract';
import type { PartnerInput } from '../schemas';
import type { PartnersRepository } from './repository';
import type { UnitOfWork } from '../../../server/unit-of-work';

export interface PartnersAdminDeps {
  repo: PartnersRepository;
  audit: AuditLog;
  uow: UnitOfWork;
  /** After the commit: every process drops its cached partner list (the embed pages' CSP frame-ancestors). */
  changed: () => Promise<void>;
}

const partnerNotFound = () => notFound('No such partner.', 'PARTNER_NOT_FOUND');

/**
 * Admins register, edit and remove embed partners. Each change and its audit entry (before and after)
 * commit together.
 */
export class PartnersAdmin {
  constructor(private readonly d: PartnersAdminDeps) {}

  list(): Promise<PartnerDto[]> {
    return this.d.repo.list();
  }

  async add(input: PartnerInput, actorId: string): Promise<PartnerDto> {
    const partner = await this.d.uow.run(async (unit, trx) => {
      const after = await this.d.repo.insert(input, trx);
      await this.d.audit.write({ actorId, action: 'embed.partner_added', targetType: 'embed_partner', targetId: after.id, before: null, after: audited(after) }, unit);
      return after;
    });
    await this.d.changed();
    return partner;
  }

  async update(id: string, input: PartnerInput, actorId: string): Promise<PartnerDto> {
    const partner = await this.d.uow.run(async (unit, trx) => {
      const before = await this.d.repo.find(id, trx);
      if (!before) throw partnerNotFound();
      const after = (await this.d.repo.update(id, input, trx))!;
      await this.d.audit.write({ actorId, action: 'embed.partner_updated', targetType: 'embed_partner', targetId: id, before: audited(before), after: audited(after) }, unit);
      return after;
    });
    await this.d.changed();
    return partner;
  }

  async remove(id: string, actorId: string): Promise<void> {
    await this.d.uow.run(async (unit, trx) => {
      const before = await this.d.repo.find(id, trx);
      if (!before) throw partnerNotFound();
      await this.d.repo.remove(id, trx);
      await this.d.audit.write({ actorId, action: 'embed.partner_removed', targetType: 'embed_partner', targetId: id, before: audited(before), after: null }, unit);
    });
    await this.d.changed();
  }
}

const audited = (p: PartnerDto) => ({ name: p.name, allowedOrigins: p.allowedOrigins, center: p.center, zoom: p.zoom, color: p.color, areaRadiusKm: p.areaRadiusKm });
