import { HttpError } from '../../../../server/http/errors';
import { OutboundRefused, type OutboundGuard } from '../../../../server/outbound/guard';
import type { CityServicesResponse } from '../../contract';
import { CityAnswerError, GeoReportClient } from './client';

const refused = () => new HttpError(400, 'CITY_ENDPOINT_REFUSED', 'The city’s address does not lead to a public internet address: the server does not connect to it.');
const unreachable = () => new HttpError(502, 'CITY_SERVICES_UNREACHABLE', 'The city’s server did not answer in time (it may be down): try again later.');
const status = (code: number) => new HttpError(502, 'CITY_SERVICES_STATUS', `The city’s server answered HTTP ${code} instead of its services: check the address.`, { status: code });
const nonsense = () => new HttpError(502, 'CITY_SERVICES_INVALID', 'The city’s server answered something that is not a GeoReport v2 service list: check the address.');

/**
 * Issue 42: the services of the city at `endpoint` (GET services.json through the outbound guard:
 * https to public addresses only, checked before connecting; plain http to loopback only with
 * OUTBOUND_ALLOW_LOOPBACK), within 10 s and 256 KB, for the admin page to pick the service codes.
 * No key is sent (GeoReport v2 does not ask one for services). Every failure is an error that says
 * what went wrong in the admin's language.
 */
export async function loadCityServices(endpoint: URL, jurisdictionId: string | null | undefined, outbound: OutboundGuard): Promise<CityServicesResponse> {
  const client = new GeoReportClient({ endpoint, apiKey: '', jurisdictionId: jurisdictionId || undefined, hazardServiceCode: '', perReporterPerDay: 0 }, outbound);
  try {
    return { services: await client.services() };
  } catch (err) {
    if (err instanceof OutboundRefused) throw err.reason === 'address' || err.reason === 'scheme' || err.reason === 'credentials' ? refused() : unreachable();
    if (err instanceof CityAnswerError) throw err.status >= 200 && err.status <= 299 ? nonsense() : status(err.status);
    throw unreachable();
  }
}
