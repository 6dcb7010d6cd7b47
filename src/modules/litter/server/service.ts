import type { Language, Texts } from '../../../server/i18n';
import type { Clock } from '../../../server/tokens';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { LITTER_TOTALS_LIMIT, LITTER_USAGE_LIMIT, type LitterApi, type LitterCounts, type LitterTag, type LitterTotals, type LitterTotalsDto, type LitterUsageDto, type TaskTagsDto, type TaxonomyDto } from '../contract';
import { STANDARD_CODES_SOURCES, standardCodes } from '../standard-codes';
import { BRANDS, CATEGORIES, MATERIAL_LABELS, MATERIALS, taxonomyItem } from '../taxonomy';
import { toTagDto } from './presenter';
import type { LitterRepository, Reader } from './repository';
// Issue 40's charts (own line: the taxonomy's standard codes change the imports above).
import { LITTER_CHART_BRANDS, type BrandAuditRow, type LitterBucket, type LitterCharts, type LitterChartScope } from '../contract';

/** How long the overall item order of the taxonomy is kept before it is counted again. */
export const TAXONOMY_ORDER_TTL_MS = 5 * 60_000;

const BRAND_BY_KEY = new Map(BRANDS.map((b) => [b.toLowerCase(), b]));

/** A brand as the list spells it when it is one of the list (any case), else as typed (trimmed); empty: none. */
export function canonicalBrand(brand: string | null | undefined): string | null {
  const text = brand?.trim().replace(/\s+/g, ' ') ?? '';
  if (!text) return null;
  return BRAND_BY_KEY.get(text.toLowerCase()) ?? text;
}

const DAY_MS = 86_400_000;
/** `to` as a date (YYYY-MM-DD) means the end of that day. */
export function periodEnd(to: string): Date {
  const d = new Date(to);
  return /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(d.getTime() + DAY_MS) : d;
}

export interface LitterDeps {
  repo: LitterRepository;
  clock: Clock;
}

/**
 * The litter module's rules: tags written in the caller's unit of work (the report's or the
 * completion's), the taxonomy in a language with the items most tagged overall first, a person's most
 * tagged items, a task's tags and the totals of an area. Which tags count for a task: those of its
 * newest completion attempt with tags, else its report's (the volunteer saw what was really there).
 */
export class LitterService implements LitterApi {
  private order: { at: number; ids: Map<string, number> } | null = null;

  constructor(private readonly d: LitterDeps) {}

  private reader(unit?: Unit): Reader {
    return unit ? trxOf(unit) : this.d.repo.reader;
  }

  async recordTags(input: Parameters<LitterApi['recordTags']>[0], unit: Unit): Promise<void> {
    if (input.tags.length === 0) return;
    const now = this.d.clock.now();
    await this.d.repo.insert(
      trxOf(unit),
      input.tags.map((t: LitterTag) => ({
        task_id: input.taskId,
        report_id: input.completionId ? null : (input.reportId ?? null),
        completion_id: input.completionId ?? null,
        user_id: input.userId,
        latitude: input.latitude,
        longitude: input.longitude,
        category: t.category,
        item: t.item,
        material: t.material ?? null,
        brand: canonicalBrand(t.brand),
        count: t.count,
        created_at: now,
      })),
    );
  }

  itemCountForTask(taskId: string, unit?: Unit): Promise<number> {
    return this.d.repo.itemCount(this.reader(unit), taskId);
  }

  async totals(where: Parameters<LitterApi['totals']>[0], unit?: Unit): Promise<LitterTotals> {
    const r = this.reader(unit);
    // One after the other: in a caller's unit both share its one connection.
    const items = await this.d.repo.itemTotals(r, where, LITTER_TOTALS_LIMIT);
    const brands = await this.d.repo.brandTotals(r, where, LITTER_TOTALS_LIMIT);
    return { items, brands };
  }

  async charts(scope: LitterChartScope, period: { from: Date; to: Date }, bucket: LitterBucket, unit?: Unit): Promise<LitterCharts> {
    const r = this.reader(unit);
    // One after the other, as in totals().
    const series = await this.d.repo.series(r, scope, period, bucket);
    const categories = await this.d.repo.categoryTotals(r, scope, period);
    const brands = await this.d.repo.chartBrands(r, scope, period, LITTER_CHART_BRANDS);
    return { series, categories, brands, total: categories.reduce((sum, c) => sum + c.count, 0) };
  }

  async brandAudit(completionIds: string[], unit?: Unit): Promise<BrandAuditRow[]> {
    // A tag without a material takes its item's (the taxonomy's); rows that then agree are one row.
    const rows = new Map<string, BrandAuditRow>();
    for (const t of await this.d.repo.completionTotals(this.reader(unit), completionIds)) {
      const material = t.material ?? taxonomyItem(t.item)?.material ?? null;
      const key = JSON.stringify([t.brand, t.item, material]);
      const row = rows.get(key);
      if (row) row.count += t.count;
      else rows.set(key, { brand: t.brand, item: t.item, category: t.category, material, count: t.count });
    }
    return [...rows.values()].sort((a, b) => b.count - a.count || (a.brand ?? '').localeCompare(b.brand ?? '') || a.item.localeCompare(b.item) || (a.material ?? '').localeCompare(b.material ?? ''));
  }

  categoryLabels(): Record<string, Texts> {
    return Object.fromEntries(CATEGORIES.map((c) => [c.id, c.label]));
  }

  async countsForTasks(taskIds: string[], unit?: Unit): Promise<Map<string, LitterCounts>> {
    const out = new Map<string, LitterCounts>();
    for (const row of await this.d.repo.countsForTasks(this.reader(unit), taskIds)) {
      let c = out.get(row.task_id);
      if (!c) out.set(row.task_id, (c = { items: {}, brands: {} }));
      c.items[row.item] = (c.items[row.item] ?? 0) + row.count;
      if (row.brand) c.brands[row.brand] = (c.brands[row.brand] ?? 0) + row.count;
    }
    return out;
  }

  /** Item id -> how often it was tagged overall; counted again after TAXONOMY_ORDER_TTL_MS. */
  private async overallOrder(): Promise<Map<string, number>> {
    const now = Date.now();
    if (this.order && now - this.order.at < TAXONOMY_ORDER_TTL_MS) return this.order.ids;
    const ids = new Map((await this.d.repo.usage(this.d.repo.reader, null)).map((u) => [u.item, u.n]));
    this.order = { at: now, ids };
    return ids;
  }

  /** GET /api/litter/taxonomy: labels in `lang` and both languages; items most tagged overall first, then in taxonomy order. */
  async taxonomy(lang: Language): Promise<TaxonomyDto> {
    const used = await this.overallOrder();
    const items = CATEGORIES.flatMap((c) =>
      c.items.map((i) => {
        const codes = standardCodes(i.id);
        return { id: i.id, category: c.id, label: i.label[lang], labels: i.label, material: i.material ?? null, codes: { jList: codes.jList, ospar: codes.ospar }, codesVerified: codes.verified };
      }),
    );
    const position = new Map(items.map((i, n) => [i.id, n]));
    items.sort((a, b) => (used.get(b.id) ?? 0) - (used.get(a.id) ?? 0) || position.get(a.id)! - position.get(b.id)!);
    return {
      categories: CATEGORIES.map((c) => ({ id: c.id, label: c.label[lang], labels: c.label })),
      items,
      materials: MATERIALS.map((m) => ({ id: m, label: MATERIAL_LABELS[m][lang], labels: MATERIAL_LABELS[m] })),
      brands: [...BRANDS],
      codesVerified: items.every((i) => i.codesVerified),
      codesSources: { ...STANDARD_CODES_SOURCES },
    };
  }

  async usage(userId: string): Promise<LitterUsageDto> {
    return { items: (await this.d.repo.usage(this.d.repo.reader, userId, LITTER_USAGE_LIMIT)).map((u) => ({ item: u.item, count: u.n })) };
  }

  /** The report's tags and those of the newest completion attempt with tags. */
  async taskTags(taskId: string): Promise<TaskTagsDto> {
    const rows = await this.d.repo.forTask(this.d.repo.reader, taskId);
    const completions = rows.filter((r) => r.completion_id);
    const newest = completions[completions.length - 1]?.completion_id;
    return {
      taskId,
      report: rows.filter((r) => r.report_id).map(toTagDto),
      completion: completions.filter((r) => r.completion_id === newest).map(toTagDto),
    };
  }

  async totalsAnswer(q: { latitude: number; longitude: number; radiusKm: number; from?: string; to?: string }): Promise<LitterTotalsDto> {
    const from = q.from ? new Date(q.from) : undefined;
    const to = q.to ? periodEnd(q.to) : undefined;
    const totals = await this.totals({ latitude: q.latitude, longitude: q.longitude, radiusKm: q.radiusKm, ...(from ? { from } : {}), ...(to ? { to } : {}) });
    return { ...totals, area: { latitude: q.latitude, longitude: q.longitude, radiusKm: q.radiusKm }, period: { from: from?.toISOString() ?? null, to: to?.toISOString() ?? null } };
  }
}
