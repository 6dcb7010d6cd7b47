/**
 * The open311 module's HTTP contract (issue 22): Open311 GeoReport v2 at /open311/v2, outside /api
 * (ServerModule.outsideApi). Every path ends in `.json` or `.xml` (the `format` parameter) and every
 * error is Open311's `[{ code, description }]`. The OpenAPI document lists these like the /api routes.
 */
import { defineEndpoint } from '../../shared/endpoint';
import { TOO_MANY_OPEN311_REQUESTS } from './contract';
import {
  cityConnectionBodySchema,
  cityConnectionParamsSchema,
  cityConnectionResponseSchema,
  cityConnectionsResponseSchema,
  cityConnectionUpdateSchema,
  cityFilingsAdminSchema,
  cityServicesBodySchema,
  cityServicesResponseSchema,
  cityTaskParamsSchema,
  createdSchema,
  createRequestBodySchema,
  discoverySchema,
  formatParamsSchema,
  jurisdictionQuerySchema,
  open311ErrorsSchema,
  requestParamsSchema,
  requestsQuerySchema,
  requestsSchema,
  serviceDefinitionSchema,
  serviceParamsSchema,
  servicesSchema,
  taskCityStatusSchema,
} from './schemas';

export const open311Discovery = defineEndpoint('GET', '/open311/v2/discovery.:format', {
  summary: 'Open311 discovery: this GeoReport v2 server, its formats and where to get an API key',
  description: 'Public, with CORS (`Access-Control-Allow-Origin: *`).',
  access: 'public',
  params: formatParamsSchema,
  response: discoverySchema,
  raw: { contentType: 'text/xml', description: 'With `.xml`: the same as XML (`<discovery>`).' },
  errorBody: open311ErrorsSchema,
});

export const open311Services = defineEndpoint('GET', '/open311/v2/services.:format', {
  summary: 'Open311 GeoReport v2 services: one per waste type',
  description: 'Public, with CORS. Names and descriptions follow `Accept-Language` (English, German).',
  access: 'public',
  params: formatParamsSchema,
  query: jurisdictionQuerySchema,
  response: servicesSchema,
  raw: { contentType: 'text/xml', description: 'With `.xml`: `<services><service>...</service></services>`.' },
  errorBody: open311ErrorsSchema,
});

export const open311ServiceDefinition = defineEndpoint('GET', '/open311/v2/services/:service_code.:format', {
  summary: 'Open311 GeoReport v2 service definition (no service has extra attributes)',
  description: 'Public, with CORS.',
  access: 'public',
  params: serviceParamsSchema,
  query: jurisdictionQuerySchema,
  response: serviceDefinitionSchema,
  raw: { contentType: 'text/xml', description: 'With `.xml`: `<service_definition>`.' },
  errors: { 404: 'No service with this code.' },
  errorBody: open311ErrorsSchema,
});

export const open311Requests = defineEndpoint('GET', '/open311/v2/requests.:format', {
  summary: 'Open311 GeoReport v2 service requests: reports and the state of their cleanup, newest first',
  description:
    'Public, with CORS. At most 1000; without dates the last 90 days by the server’s clock. Status `open` while the task waits for or is held by a volunteer, `closed` once the cleanup is verified. No personal data.',
  access: 'public',
  params: formatParamsSchema,
  query: requestsQuerySchema,
  response: requestsSchema,
  raw: { contentType: 'text/xml', description: 'With `.xml`: `<service_requests><request>...</request></service_requests>`.' },
  errorBody: open311ErrorsSchema,
});

export const open311Request = defineEndpoint('GET', '/open311/v2/requests/:service_request_id.:format', {
  summary: 'One Open311 GeoReport v2 service request (a list of one, as GeoReport v2 answers)',
  description: 'Public, with CORS.',
  access: 'public',
  params: requestParamsSchema,
  query: jurisdictionQuerySchema,
  response: requestsSchema,
  raw: { contentType: 'text/xml', description: 'With `.xml`: `<service_requests><request>...</request></service_requests>`.' },
  errors: { 404: 'No service request with this id.' },
  errorBody: open311ErrorsSchema,
});

export const open311CreateRequest = defineEndpoint('POST', '/open311/v2/requests.:format', {
  summary: 'Create an Open311 GeoReport v2 service request (a report) as a registered partner',
  description:
    'Form-encoded (as Open311 clients send it) or JSON, with the partner’s `api_key`. Needs `lat` and `long`, or an `address_string` the server can find on the map (kept as the report’s address text either way) and `media_url`, the photo, which the server fetches once (at most 15 MB, within a time limit, never from a private, loopback or link-local address) and checks like any upload. Personal fields (`email`, names, `phone`, `device_id`) are dropped.',
  access: 'public',
  params: formatParamsSchema,
  body: createRequestBodySchema,
  formBody: true,
  response: createdSchema,
  raw: { contentType: 'text/xml', description: 'With `.xml`: `<service_requests><request><service_request_id>..</service_request_id><service_notice>..</service_notice></request></service_requests>`.' },
  errors: {
    400: 'A missing or invalid field, an unknown service code, no position, an address_string that cannot be found on the map (OPEN311_ADDRESS_NOT_FOUND), or a media_url that could not be fetched or is not a usable photo.',
    403: 'No or an invalid api_key.',
    429: 'Too many requests with this api_key in a short time (Retry-After).',
  },
  errorBody: open311ErrorsSchema,
  limits: {
    // Counted under the key as sent (a key that turns out unknown too: it is answered 403 anyway).
    perTarget: { what: 'API key', points: 120, windowSeconds: 3600, setting: 'RATE_LIMIT_OPEN311_PER_PARTNER', key: (input) => input.body.api_key ?? null },
    // Several partners' systems may share an address; unknown keys sprayed from one address stop here.
    perAddress: { points: 600, windowSeconds: 3600 },
    message: TOO_MANY_OPEN311_REQUESTS,
  },
  // media_url: the photo, fetched once (public addresses only).
  outward: ['url-fetch'],
});

export const taskCityStatus = defineEndpoint('GET', '/open311/city/tasks/:id', {
  summary: 'Issue 42: how far the city got with a hazardous task CleanQuest filed with it (filed, in progress, cleared), or null',
  description: 'Public, like the task. Neither the city’s request id nor its notes: only the step.',
  access: 'public',
  params: cityTaskParamsSchema,
  response: taskCityStatusSchema,
  // The task sheet asks once per hazardous task opened: generous per address (one indexed read).
  limits: { perAddress: { points: 1200, windowSeconds: 3600 } },
});

export const cityFilingsAdmin = defineEndpoint('GET', '/admin/open311/city-filings', {
  summary: 'Issue 42: filings with the city that failed at least once (POST or status look), the most attempts first',
  access: 'admin',
  response: cityFilingsAdminSchema,
  limits: { perPerson: { points: 120, windowSeconds: 3600 } },
});

export const listCityConnections = defineEndpoint('GET', '/admin/open311/city-connections', {
  summary: 'Issue 42: the cities connected for partners’ areas, and the instance-wide one (host and codes); never a key, only its last 4 characters',
  description: 'Not cached (`Cache-Control: no-store`).',
  access: 'admin',
  response: cityConnectionsResponseSchema,
  limits: { perPerson: { points: 300, windowSeconds: 3600 } },
});

export const addCityConnection = defineEndpoint('POST', '/admin/open311/city-connections', {
  summary: 'Issue 42: connect a city’s GeoReport v2 system for one partner’s area (written to the audit log, without the key)',
  access: 'admin',
  body: cityConnectionBodySchema,
  response: cityConnectionResponseSchema,
  status: 201,
  errors: { 400: 'The address is not an https URL (CITY_ENDPOINT_INVALID).', 404: 'No such partner (PARTNER_NOT_FOUND).', 409: 'The partner already has one (CITY_PARTNER_CONNECTED).' },
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const updateCityConnection = defineEndpoint('PUT', '/admin/open311/city-connections/:id', {
  summary: 'Issue 42: change a city connection (the key stays unless a new one is given; written to the audit log, without the key)',
  access: 'admin',
  params: cityConnectionParamsSchema,
  body: cityConnectionUpdateSchema,
  response: cityConnectionResponseSchema,
  errors: { 400: 'The address is not an https URL (CITY_ENDPOINT_INVALID).', 404: 'No such connection (CITY_CONNECTION_NOT_FOUND).' },
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const removeCityConnection = defineEndpoint('DELETE', '/admin/open311/city-connections/:id', {
  summary: 'Issue 42: remove a city connection once none of its filings waits to be sent or cleared (written to the audit log)',
  access: 'admin',
  params: cityConnectionParamsSchema,
  status: 204,
  errors: { 404: 'No such connection (CITY_CONNECTION_NOT_FOUND).', 409: 'Filings with this city are not cleared yet (CITY_CONNECTION_IN_USE).' },
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const loadCityServices = defineEndpoint('POST', '/admin/open311/city-services', {
  summary: 'Issue 42: the services of the city at this GeoReport v2 address (its services.json), to pick the service codes',
  description: 'The server fetches `services.json` once: https to a public address only, within 10 s and 256 KB.',
  access: 'admin',
  body: cityServicesBodySchema,
  response: cityServicesResponseSchema,
  errors: {
    400: 'The address is not an https URL or not a public address (CITY_ENDPOINT_INVALID, CITY_ENDPOINT_REFUSED).',
    502: 'The city did not answer, answered an error or something that is not a service list (CITY_SERVICES_UNREACHABLE, CITY_SERVICES_STATUS, CITY_SERVICES_INVALID).',
  },
  // Each call is one fetch by this server, to the address the admin typed.
  limits: { perPerson: { points: 30, windowSeconds: 3600 } },
  outward: ['url-fetch'],
});
