import { notFound } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import { boxAround, bboxParam, type GeoBox, type GeoCircle, type Period } from '../../../shared/geo-area';
import { publicCoordinate } from '../../../shared/public-view';
import type { ActionsApi } from '../../actions/contract';
import type { EmbedApi } from '../../embed/contract';
import type { BrandAuditRow, LitterApi, LitterChartScope } from '../../litter/contract';
import type { PhotosApi } from '../../photos/contract';
import type { SurveyChartScope, SurveysApi } from '../../surveys/contract';
import { HOTSPOT_RADIUS_M, HOTSPOT_WINDOW_DAYS, type Hotspot, type TasksApi, type CleanupPhotosCursor } from '../../tasks/contract';
import { BRAND_AUDIT_MAX_ROWS, BRAND_AUDIT_PAGE, DEFAULT_PERIOD_MONTHS, IMPACT_HOTSPOTS_LIMIT, IMPACT_PAIRS_LIMIT, OPEN_DATA_HOTSPOTS_LIMIT, type CleanupPairDto, type HotspotDto, type LitterChartsDto, type PartnerImpactDto, type SurveyChartsDto } from '../contract';
import { bucketFor, filledSeries } from './litter-charts';
import { surveyCharts } from './survey-charts';

const DAY_MS = 86_400_000;
/** Cleanups asked for per page while looking for pairs whose both photos are public. */
const PAIR_PAGE = 50;
/** Pages looked through at most (hidden photos are rare; this bounds the work when many are). */
const PAIR_PAGES = 5;

export interface ImpactDeps {
  partners: EmbedApi;
  tasks: TasksApi;
  actions: ActionsApi;
  photos: PhotosApi;
  clock: Clock;
  /** Issue 24: litter totals of the area; absent without the litter module. */
  litter?: LitterApi | null;
  /** Issue 40: the survey charts; absent without the surveys module. */
  surveys?: SurveysApi | null;
}

/** A period as asked: days (YYYY-MM-DD, UTC), either or both left out. */
export interface PeriodQuery {
  since?: string;
  until?: string;
}

const dayOf = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The same moment `months` calendar months earlier (UTC; the 31st falls back to the month's last day). */
function monthsBefore(d: Date, months: number): Date {
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target;
}

/**
 * The period a query asks for, in whole UTC days (as the page and the open data show them): `since`
 * from its midnight, `until` to the end of its day; without `until` to the end of today (by the app's
 * clock), without `since` DEFAULT_PERIOD_MONTHS before the end (12 months: from the day after this
 * date a year ago, up to and including today).
 */
export function periodOf(q: PeriodQuery, now: Date): Period {
  const until = new Date(midnight(q.until ?? dayOf(now)).getTime() + DAY_MS);
  const since = q.since ? midnight(q.since) : monthsBefore(until, DEFAULT_PERIOD_MONTHS);
  return { since, until };
}

/** A hotspot as the public sees it: its middle to the public view's precision (src/shared/public-view.ts). */
const toHotspotDto = (h: Hotspot): HotspotDto => ({
  latitude: publicCoordinate(h.latitude),
  longitude: publicCoordinate(h.longitude),
  reReports: h.reReports,
  cleanups: h.cleanups,
  lastReportedOn: dayOf(h.lastReportedAt),
  lastCleanedOn: dayOf(h.lastCleanedAt),
});

/**
 * A partner's impact and the open hotspots, from the owners' Apis: the partner (embed), counts, photo
 * pairs and hotspots (tasks), the photos' visibility (photos), approved actions (actions). Reads only.
 */
export class ImpactService {
  constructor(private readonly d: ImpactDeps) {}

  async partnerImpact(partnerId: string, q: PeriodQuery): Promise<PartnerImpactDto> {
    const partner = await this.d.partners.partner(partnerId);
    if (!partner) throw notFound('No such partner.', 'PARTNER_NOT_FOUND');
    const period = periodOf(q, this.d.clock.now());
    const { latitude, longitude, radiusKm } = partner.area;
    const area: GeoCircle = { lat: latitude, lon: longitude, radiusKm };
    const [counts, actions, pairs, hotspots, litter] = await Promise.all([
      this.d.tasks.countInArea(area, period),
      this.d.actions.approvedImpactInArea(area, period),
      this.pairs(area, period),
      this.d.tasks.hotspots({ area, period, limit: IMPACT_HOTSPOTS_LIMIT }),
      this.d.litter ? this.d.litter.totals({ latitude, longitude, radiusKm, from: period.since, to: period.until }) : { items: [], brands: [] },
    ]);
    return {
      // The old names beside the new ones (issue 37): partner pages may read `lat`/`lon`.
      partner: { id: partner.id, name: partner.name, color: partner.color, area: { latitude, longitude, radiusKm, lat: latitude, lon: longitude } },
      bbox: bboxParam(boxAround(area)),
      period: { since: period.since.toISOString(), until: period.until.toISOString(), firstDay: dayOf(period.since), lastDay: dayOf(new Date(period.until.getTime() - 1)) },
      reports: counts.reports,
      cleanups: counts.cleanups,
      actions: { count: actions.actions, kgCo2e: actions.kgCo2e, withoutLocation: actions.withoutLocation },
      pairs,
      hotspots: hotspots.map(toHotspotDto),
      hotspotRule: { radiusM: HOTSPOT_RADIUS_M, windowDays: HOTSPOT_WINDOW_DAYS },
      litter,
    };
  }

  /** Issue 40: the litter of the partner's area in the period, for the impact page's charts (the same area, period and rule as `litter`). */
  async partnerLitter(partnerId: string, q: PeriodQuery): Promise<LitterChartsDto> {
    const partner = await this.d.partners.partner(partnerId);
    if (!partner) throw notFound('No such partner.', 'PARTNER_NOT_FOUND');
    const { latitude, longitude, radiusKm } = partner.area;
    return this.litterCharts({ latitude, longitude, radiusKm }, periodOf(q, this.d.clock.now()));
  }

  /** Issue 40: the litter one person tagged in the period (their own profile; the route passes the session's user only). */
  myLitter(userId: string, q: PeriodQuery): Promise<LitterChartsDto> {
    return this.litterCharts({ userId }, periodOf(q, this.d.clock.now()));
  }

  private async litterCharts(scope: LitterChartScope, period: Period): Promise<LitterChartsDto> {
    const bucket = bucketFor(period);
    const charts = this.d.litter ? await this.d.litter.charts(scope, { from: period.since, to: period.until }, bucket) : { series: [], categories: [], brands: [], total: 0 };
    return {
      period: { firstDay: dayOf(period.since), lastDay: dayOf(new Date(period.until.getTime() - 1)) },
      bucket,
      series: filledSeries(charts.series, period, bucket),
      categories: charts.categories,
      brands: charts.brands,
      total: charts.total,
    };
  }

  /**
   * Issue 40: the brand audit of the partner's area: the tags of the attempts that completed verified
   * cleanups there in the period, read BRAND_AUDIT_PAGE cleanups at a time and summed per brand, item
   * and material (most pieces first, at most BRAND_AUDIT_MAX_ROWS).
   */
  async brandAudit(partnerId: string, q: PeriodQuery): Promise<{ period: { firstDay: string; lastDay: string }; rows: BrandAuditRow[] }> {
    const partner = await this.d.partners.partner(partnerId);
    if (!partner) throw notFound('No such partner.', 'PARTNER_NOT_FOUND');
    const period = periodOf(q, this.d.clock.now());
    const days = { firstDay: dayOf(period.since), lastDay: dayOf(new Date(period.until.getTime() - 1)) };
    const litter = this.d.litter;
    if (!litter) return { period: days, rows: [] };
    const area: GeoCircle = { lat: partner.area.latitude, lon: partner.area.longitude, radiusKm: partner.area.radiusKm };
    const sums = new Map<string, BrandAuditRow>();
    let afterTaskId: string | undefined;
    for (;;) {
      const page = await this.d.tasks.verifiedCleanups(area, period, { limit: BRAND_AUDIT_PAGE, afterTaskId });
      for (const r of await litter.brandAudit(page.map((c) => c.completionId))) {
        const key = JSON.stringify([r.brand, r.item, r.material]);
        const sum = sums.get(key);
        if (sum) sum.count += r.count;
        else sums.set(key, { ...r });
      }
      if (page.length < BRAND_AUDIT_PAGE) break;
      afterTaskId = page[page.length - 1]!.taskId;
    }
    const text = (v: string | null) => v ?? '';
    const rows = [...sums.values()].sort((a, b) => b.count - a.count || text(a.brand).localeCompare(text(b.brand)) || a.item.localeCompare(b.item) || text(a.material).localeCompare(text(b.material)));
    return { period: days, rows: rows.slice(0, BRAND_AUDIT_MAX_ROWS) };
  }

  /** Issue 40: the confirmed surveys in the partner's area in the period, for the impact page's survey charts. */
  async partnerSurveys(partnerId: string, q: PeriodQuery): Promise<SurveyChartsDto> {
    const partner = await this.d.partners.partner(partnerId);
    if (!partner) throw notFound('No such partner.', 'PARTNER_NOT_FOUND');
    const { latitude, longitude, radiusKm } = partner.area;
    return this.surveyCharts({ latitude, longitude, radiusKm }, periodOf(q, this.d.clock.now()));
  }

  /** Issue 40: one person's own surveys, confirmed or not (their own profile; the route passes the session's user only). */
  mySurveys(userId: string, q: PeriodQuery): Promise<SurveyChartsDto> {
    return this.surveyCharts({ userId }, periodOf(q, this.d.clock.now()));
  }

  private async surveyCharts(scope: SurveyChartScope, period: Period): Promise<SurveyChartsDto> {
    const bucket = bucketFor(period);
    const rows = this.d.surveys ? await this.d.surveys.chartRows(scope, { from: period.since, to: period.until }, bucket) : [];
    return surveyCharts(rows, period, bucket);
  }

  /** Hotspots for the open data (a box or everywhere), with the period they cover. */
  async openHotspots(box: GeoBox | null, q: PeriodQuery): Promise<{ period: Period; hotspots: HotspotDto[] }> {
    const period = periodOf(q, this.d.clock.now());
    const hotspots = await this.d.tasks.hotspots({ area: box ?? undefined, period, limit: OPEN_DATA_HOTSPOTS_LIMIT });
    return { period, hotspots: hotspots.map(toHotspotDto) };
  }

  /**
   * The newest cleanups whose report photo and after-photo the photos module calls public right now,
   * page by page until IMPACT_PAIRS_LIMIT are found (at most PAIR_PAGES pages).
   */
  private async pairs(area: GeoCircle, period: Period): Promise<CleanupPairDto[]> {
    const pairs: CleanupPairDto[] = [];
    let after: CleanupPhotosCursor | undefined;
    for (let page = 0; page < PAIR_PAGES && pairs.length < IMPACT_PAIRS_LIMIT; page++) {
      const batch = await this.d.tasks.cleanupPhotos(area, period, { limit: PAIR_PAGE, after });
      const visible = await this.d.photos.publicPhotos(batch.flatMap((c) => [c.beforePhotoId, c.afterPhotoId]));
      for (const c of batch) {
        const before = visible.get(c.beforePhotoId);
        const afterPhoto = visible.get(c.afterPhotoId);
        if (!before || !afterPhoto) continue;
        pairs.push({
          taskId: c.taskId,
          wasteType: c.wasteType,
          reportedOn: dayOf(c.reportedAt),
          cleanedOn: dayOf(c.completedAt),
          before: { imageUrl: before.imageUrl, thumbnailUrl: before.thumbnailUrl },
          after: { imageUrl: afterPhoto.imageUrl, thumbnailUrl: afterPhoto.thumbnailUrl },
        });
        if (pairs.length === IMPACT_PAIRS_LIMIT) break;
      }
      if (batch.length < PAIR_PAGE) break;
      const last = batch[batch.length - 1]!;
      after = { completedAt: last.completedAt, taskId: last.taskId };
    }
    return pairs;
  }
}
