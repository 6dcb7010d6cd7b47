/** embed module: the embeddable task map for partner sites. No knex, no React. */
import type { Language } from '../../shared/language';

export const EMBED_API = Symbol.for('embed.api');

/**
 * A partner's area: a circle around its centre, in the API's coordinate names (issue 37; the impact
 * module hands it to the tasks and actions Apis as a `GeoCircle` of src/shared/geo-area.ts).
 */
export interface PartnerArea {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface PartnerDto {
  id: string;
  name: string;
  allowedOrigins: string[];
  /** Where the map starts (the embed snippet's default view). */
  center: { latitude: number; longitude: number };
  zoom: number;
  color: string | null;
  /** The area's radius as an admin set it; null: derived from the centre and zoom (`area` has the value in use). */
  areaRadiusKm: number | null;
  /** The partner's area (its impact page counts what lies in it): the centre and the radius in use. */
  area: PartnerArea;
  createdAt: string;
}

/** What other modules may ask the embed module (server side). */
export interface EmbedApi {
  /** A registered partner, or null when there is none with this id. */
  partner(id: string): Promise<PartnerDto | null>;
  /**
   * Whether the person belongs to the partner (issue 33: an admin added them on the Embed partners
   * page). Only they may put the partner's name on a cleanup event.
   */
  isPartnerMember(partnerId: string, userId: string): Promise<boolean>;
  /** Issue 42: the people who belong to the partner (all act for it alike), by when they were added. */
  partnerMembers(partnerId: string): Promise<string[]>;
}

/** GET /api/embed/stats */
export interface EmbedStats {
  cleanedThisMonth: number;
  since: string;
}

/** Size budgets of the widget bundles, gzipped (checked by `npm run check:bundles` in CI). */
export const WIDGET_BUDGETS = { loaderJs: 2 * 1024, embedJs: 50 * 1024, embedCss: 5 * 1024 } as const;

/** GET /api/admin/embed/partners */
export interface PartnersResponse {
  partners: PartnerDto[];
}

/** POST /api/admin/embed/partners (201), PUT /api/admin/embed/partners/{id} */
export interface PartnerResponse {
  partner: PartnerDto;
}

/**
 * The snippet a partner pastes. With data-partner the map starts at the partner's registered centre,
 * zoom and colour (read at load time, so an edit here shows on their site without a new snippet) and
 * only the partner's origins may frame it. `appOrigin` is where CleanQuest runs.
 */
export function partnerSnippet(appOrigin: string, partnerId: string, lang: Language = 'en'): string {
  return `<script src="${appOrigin}/widget.js" data-partner="${partnerId}" data-lang="${lang}" async></script>`;
}

/**
 * A partner's API key (issue 22: Open311 GeoReport v2's POST requests): issued and revoked by admins
 * on the Embed partners page, shown once when issued, stored as a SHA-256 only.
 */
export const EMBED_API_KEYS = Symbol.for('embed.api-keys');

/** What other modules may ask about partners' API keys (server side). */
export interface PartnerApiKeysApi {
  /** The partner whose key in use this is, or null (unknown, revoked, or its partner removed). */
  partnerForKey(apiKey: string): Promise<{ id: string; name: string } | null>;
}

/** A partner's API key in use, without the key: its first characters to recognise it. */
export interface ApiKeyInfo {
  partnerId: string;
  /** The key's first characters, e.g. 'cq_AbC1dE'. */
  hint: string;
  createdAt: string;
}

/** GET /api/admin/embed/api-keys: the keys in use, one per partner at most. */
export interface ApiKeysResponse {
  keys: ApiKeyInfo[];
}

/** POST /api/admin/embed/partners/{id}/api-key (201): the new key, shown this once. */
export interface IssuedApiKeyResponse {
  apiKey: string;
  key: ApiKeyInfo;
}

/** One person of a partner (GET /api/admin/embed/partners/{id}/members). `username` is null once they erased their account. */
export interface PartnerMemberDto {
  userId: string;
  username: string | null;
  addedAt: string;
}

export interface PartnerMembersResponse {
  members: PartnerMemberDto[];
}

/** POST /api/admin/embed/partners/{id}/members (201) */
export interface PartnerMemberResponse {
  member: PartnerMemberDto;
}
