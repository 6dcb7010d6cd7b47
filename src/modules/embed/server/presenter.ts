import { defaultAreaRadiusKm } from '../../../shared/geo-area';
import type { PartnerDto } from '../contract';
import type { PartnerRow } from './models';

/** A partner as the admin page and the embed pages see it. */
export const toPartnerDto = (r: PartnerRow): PartnerDto => ({
  id: r.id,
  name: r.name,
  allowedOrigins: r.allowed_origins,
  center: { latitude: r.center_lat, longitude: r.center_lon },
  zoom: r.zoom,
  color: r.color,
  areaRadiusKm: r.area_radius_km ?? null,
  area: { latitude: r.center_lat, longitude: r.center_lon, radiusKm: r.area_radius_km ?? defaultAreaRadiusKm(r.center_lat, r.zoom) },
  createdAt: new Date(r.created_at).toISOString(),
});
