import type { Clock } from '../../../server/tokens';
import type { TasksApi } from '../../tasks/contract';
import type { EmbedApi, EmbedStats, PartnerDto } from '../contract';
import type { PartnerMembersRepository } from './members';
import type { PartnersRepository } from './repository';

/** How long the partner list is trusted; edits in any process drop it at once (PARTNERS_TOPIC), this is the fallback. */
const CACHE_MS = 30_000;

/** The change-feed topic of the partner list (partners-admin.ts notifies, every process's EmbedService drops its copy). */
export const PARTNERS_TOPIC = 'embed.partners';

export class EmbedService implements EmbedApi {
  private cache: { at: number; partners: PartnerDto[] } | null = null;
  /** Bumped by every drop: a list read started before it must not be cached after it. */
  private generation = 0;

  constructor(
    private readonly repo: PartnersRepository,
    private readonly tasks: TasksApi,
    private readonly clock: Clock,
    /** EMBED_ALLOWED_ORIGINS: sites allowed without a registered partner (e.g. your own). */
    private readonly extraOrigins: string[],
    private readonly members: PartnerMembersRepository,
  ) {}

  /** EmbedApi: whether the person belongs to the partner (never cached: an admin's removal counts at once). */
  isPartnerMember(partnerId: string, userId: string): Promise<boolean> {
    return this.members.isMember(partnerId, userId);
  }

  /** EmbedApi: the partner's people (never cached, like isPartnerMember). */
  async partnerMembers(partnerId: string): Promise<string[]> {
    return (await this.members.list(partnerId)).map((m) => m.user_id);
  }

  private async partners(): Promise<PartnerDto[]> {
    const now = Date.now();
    if (this.cache && now - this.cache.at <= CACHE_MS) return this.cache.partners;
    const generation = this.generation;
    const partners = await this.repo.list();
    if (generation === this.generation) this.cache = { at: now, partners };
    return partners;
  }

  /** Origins allowed to frame the map: one partner's, or every registered partner's plus the configured ones. */
  async frameAncestors(partnerId: string | null): Promise<{ origins: string[]; partner: PartnerDto | null }> {
    const all = await this.partners();
    if (partnerId) {
      const partner = all.find((p) => p.id === partnerId) ?? null;
      return { origins: partner ? partner.allowedOrigins : [], partner };
    }
    return { origins: [...new Set([...all.flatMap((p) => p.allowedOrigins), ...this.extraOrigins])], partner: null };
  }

  /** EmbedApi: one partner, from the same cached list the embed pages read. */
  async partner(id: string): Promise<PartnerDto | null> {
    return (await this.partners()).find((p) => p.id === id) ?? null;
  }

  async stats(box?: { minLat: number; minLon: number; maxLat: number; maxLon: number }): Promise<EmbedStats> {
    const now = this.clock.now();
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    return { cleanedThisMonth: await this.tasks.countCompleted(since, box), since: since.toISOString() };
  }

  /** Partners changed, in any process (PARTNERS_TOPIC): read them again on the next request. */
  partnersChanged(): void {
    this.generation++;
    this.cache = null;
  }
}
