import * as yup from 'yup';
import { OPEN311_FORMATS, OPEN311_MAX_REQUESTS, OPEN311_WINDOW_DAYS, type Open311Created, type Open311Discovery, type Open311Error, type Open311Format, type Open311Request, type Open311Service, type Open311ServiceDefinition, type Open311Status, CITY_FILING_STATUSES, type CityFilingAdminDto, type CityFilingsAdminResponse, type CityFilingStatus, type TaskCityStatusDto, type CityConnectionDto, type CityConnectionResponse, type CityConnectionsResponse, type CityServicesResponse } from './contract';

/** Messages of failing fields (the module's error texts have them in German too). */
export const OPEN311_FIELD_MESSAGES = {
  format: 'The format must be json or xml',
  apiKey: 'api_key is required',
  serviceCode: 'service_code is required',
  lat: 'lat must be a number from -90 to 90',
  long: 'long must be a number from -180 to 180',
  description: 'description must be at most 1000 characters',
  address: 'address_string must be at most 300 characters',
  mediaUrl: 'media_url must be at most 2000 characters',
  tooLong: 'A query parameter is too long',
} as const;

const M = OPEN311_FIELD_MESSAGES;

const format = yup
  .mixed<Open311Format>()
  .oneOf([...OPEN311_FORMATS], M.format)
  .required(M.format)
  .meta({ jsonSchema: { type: 'string', enum: [...OPEN311_FORMATS], description: '`json` or `xml`: the path ends in `.json` or `.xml`.' } });

export const formatParamsSchema = yup.object({ format });

export const serviceParamsSchema = yup.object({
  service_code: yup.string().required().meta({ jsonSchema: { description: 'A service code from GET services, e.g. `plastic`.' } }),
  format,
});

export const requestParamsSchema = yup.object({
  service_request_id: yup.string().required().meta({ jsonSchema: { description: 'The service request id (a report id).' } }),
  format,
});

const text = (description: string) => yup.string().max(4000, M.tooLong).meta({ jsonSchema: { description } });

/** GET requests: every filter optional; the service reads the lists and dates (their errors name the parameter). */
export const requestsQuerySchema = yup.object({
  service_request_id: text('Comma-separated service request ids. When given, every other filter is left out (GeoReport v2).'),
  service_code: text('Comma-separated service codes (waste types).'),
  start_date: text(`Earliest \`requested_datetime\`, ISO 8601 (e.g. \`2026-11-01T00:00:00Z\`), taken as the start of its day (UTC): reports show their day only. Without dates: the last ${OPEN311_WINDOW_DAYS} days. At most ${OPEN311_WINDOW_DAYS} days before \`end_date\`.`),
  end_date: text('Latest `requested_datetime`, ISO 8601, taken as the end of its day (UTC).'),
  status: text('`open`, `closed`, or both comma-separated.'),
  jurisdiction_id: text('Accepted and ignored: this server serves one jurisdiction.'),
});

export const jurisdictionQuerySchema = yup.object({ jurisdiction_id: text('Accepted and ignored: this server serves one jurisdiction.') });

const optionalNumber = (message: string, min: number, max: number) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null || raw === undefined ? undefined : v))
    .typeError(message)
    .min(min, message)
    .max(max, message);

/**
 * POST requests, form-encoded (as Open311 clients send it) or JSON. Fields GeoReport v2 defines for
 * the person (email, first_name, last_name, phone, device_id, account_id) and attributes are accepted
 * and dropped: CleanQuest keeps no personal data of a partner's reporters.
 */
export const createRequestBodySchema = yup.object({
  api_key: yup.string().trim().required(M.apiKey).max(200, M.apiKey).meta({ jsonSchema: { description: 'The partner’s API key, issued on the Embed partners admin page.' } }),
  service_code: yup.string().trim().required(M.serviceCode).max(100, M.serviceCode),
  lat: optionalNumber(M.lat, -90, 90).meta({ jsonSchema: { type: ['number', 'string'], description: 'Latitude (WGS 84), with `long`. Without them, `address_string` is looked up on the map.' } }),
  long: optionalNumber(M.long, -180, 180).meta({ jsonSchema: { type: ['number', 'string'], description: 'Longitude (WGS 84).' } }),
  address_string: yup.string().trim().max(300, M.address).meta({ jsonSchema: { description: 'Kept as the report’s address text; looked up on the map (geocoded) when `lat` and `long` are missing.' } }),
  description: yup.string().trim().max(1000, M.description),
  media_url: yup.string().trim().max(2000, M.mediaUrl).meta({ jsonSchema: { description: 'Required: the photo of the litter (http or https; JPEG, PNG, WebP, AVIF or HEIC), fetched once by the server.' } }),
  jurisdiction_id: yup.string().max(200),
});

/* Answers (documentation in the OpenAPI document; typed against the contract). */

export const servicesSchema: yup.ArraySchema<Open311Service[], yup.AnyObject> = yup
  .array(
    yup.object({
      service_code: yup.string().defined(),
      service_name: yup.string().defined(),
      description: yup.string().defined(),
      metadata: yup.boolean().defined(),
      type: yup.mixed<Open311Service['type']>().oneOf(['realtime', 'batch', 'blackbox']).defined(),
      keywords: yup.string().defined(),
      group: yup.string().defined(),
    }),
  )
  .defined();

export const serviceDefinitionSchema: yup.ObjectSchema<Open311ServiceDefinition> = yup.object({
  service_code: yup.string().defined(),
  attributes: yup.array(yup.mixed<never>().defined()).defined(),
});

export const requestsSchema: yup.ArraySchema<Open311Request[], yup.AnyObject> = yup
  .array(
    yup.object({
      service_request_id: yup.string().defined(),
      status: yup.mixed<Open311Status>().oneOf(['open', 'closed']).defined(),
      status_notes: yup.string().defined(),
      service_name: yup.string().defined(),
      service_code: yup.string().defined(),
      description: yup.string().defined(),
      agency_responsible: yup.string().defined(),
      requested_datetime: yup.string().defined(),
      updated_datetime: yup.string().defined(),
      address: yup.string(),
      lat: yup.number(),
      long: yup.number(),
      media_url: yup.string(),
      service_notice: yup.string().meta({ jsonSchema: { description: 'Issue 24: "Hazardous: not for volunteers" on a hazardous report offered to the city (agency_responsible is then the city).' } }),
    }),
  )
  .defined()
  .meta({ jsonSchema: { description: `Newest first, at most ${OPEN311_MAX_REQUESTS}.` } });

export const createdSchema: yup.ArraySchema<Open311Created[], yup.AnyObject> = yup
  .array(yup.object({ service_request_id: yup.string().defined(), service_notice: yup.string().defined() }))
  .defined();

/** Open311's error body: `[{ "code": <HTTP status>, "description": "..." }]`. */
export const open311ErrorsSchema: yup.ArraySchema<Open311Error[], yup.AnyObject> = yup
  .array(yup.object({ code: yup.number().defined(), description: yup.string().defined() }))
  .defined()
  .meta({ jsonSchema: { description: 'Open311 GeoReport v2 errors (XML: `<errors><error><code>..</code><description>..</description></error></errors>`). The description follows `Accept-Language` (English, German).' } });

export const discoverySchema: yup.ObjectSchema<Open311Discovery> = yup.object({
  changeset: yup.string().defined(),
  contact: yup.string().defined(),
  key_service: yup.string().defined(),
  endpoints: yup
    .array(
      yup.object({
        specification: yup.string().defined(),
        url: yup.string().defined(),
        changeset: yup.string().defined(),
        type: yup.mixed<'production' | 'test'>().oneOf(['production', 'test']).defined(),
        formats: yup.array(yup.string().defined()).defined(),
      }),
    )
    .defined(),
});

export type CreateRequestBody = yup.InferType<typeof createRequestBodySchema>;
export type RequestsQuery = yup.InferType<typeof requestsQuerySchema>;

/* Issue 42: the city filings (the app's own /api, JSON errors). */

export const cityTaskParamsSchema = yup.object({ id: yup.string().required().matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Task id must be a valid id') });

export const taskCityStatusSchema: yup.ObjectSchema<TaskCityStatusDto> = yup.object({
  status: yup.mixed<CityFilingStatus>().oneOf([...CITY_FILING_STATUSES]).nullable().defined(),
});

export const cityFilingsAdminSchema: yup.ObjectSchema<CityFilingsAdminResponse> = yup.object({
  cityHost: yup.string().nullable().defined(),
  filings: yup
    .array(
      yup.object({
        taskId: yup.string().defined(),
        state: yup.mixed<CityFilingAdminDto['state']>().oneOf(['pending', 'sending', 'filed']).defined(),
        attempts: yup.number().defined(),
        pollFailures: yup.number().defined(),
        lastError: yup.string().nullable().defined(),
        nextAttemptAt: yup.string().nullable().defined(),
        serviceRequestId: yup.string().nullable().defined(),
        createdAt: yup.string().defined(),
      }),
    )
    .defined(),
});

/* Issue 42: cities connected for one partner's area (admins). */

/** Messages of the connection form's fields (the module's error texts have them in every language). */
export const CITY_FIELD_MESSAGES = {
  partnerId: 'Partner id must be a valid id',
  endpoint: 'The city’s address is required (at most 500 characters)',
  apiKey: 'The API key must be 8 to 200 characters',
  code: 'A service code is required (at most 100 characters)',
  jurisdiction: 'The jurisdiction id may be at most 200 characters',
} as const;
const C = CITY_FIELD_MESSAGES;
const endpoint = yup.string().trim().required(C.endpoint).max(500, C.endpoint).meta({ jsonSchema: { description: 'The city’s GeoReport v2 base URL (before `services.json`): https.' } });
const jurisdictionId = yup.string().trim().max(200, C.jurisdiction).nullable();
const serviceCode = yup.string().trim().required(C.code).max(100, C.code);
const cityConnectionFields = {
  endpoint,
  jurisdictionId,
  hazardServiceCode: serviceCode.meta({ jsonSchema: { description: 'The city’s service code that receives reports not for volunteers.' } }),
  litterServiceCode: yup.string().trim().max(100, C.code).nullable().meta({ jsonSchema: { description: 'The city’s service code for general litter (optional).' } }),
};

export const cityConnectionBodySchema = yup
  .object({
    partnerId: yup.string().uuid(C.partnerId).required(C.partnerId),
    apiKey: yup.string().trim().required(C.apiKey).min(8, C.apiKey).max(200, C.apiKey),
    ...cityConnectionFields,
  })
  .noUnknown('Unknown field');
export type CityConnectionInput = yup.InferType<typeof cityConnectionBodySchema>;

/** PUT: the partner stays; the key left out or empty stays as it is. */
export const cityConnectionUpdateSchema = yup
  .object({
    apiKey: yup.string().trim().transform((v: string) => v || undefined).min(8, C.apiKey).max(200, C.apiKey),
    ...cityConnectionFields,
  })
  .noUnknown('Unknown field');
export type CityConnectionUpdate = yup.InferType<typeof cityConnectionUpdateSchema>;

export const cityConnectionParamsSchema = yup.object({ id: yup.string().required().matches(/^[1-9][0-9]{0,17}$/, 'City connection id must be a number') });

export const cityServicesBodySchema = yup.object({ endpoint, jurisdictionId }).noUnknown('Unknown field');

const cityConnectionSchema: yup.ObjectSchema<CityConnectionDto> = yup.object({
  id: yup.string().defined(),
  partnerId: yup.string().defined(),
  partnerName: yup.string().nullable().defined(),
  endpoint: yup.string().defined(),
  apiKeyHint: yup.string().defined(),
  jurisdictionId: yup.string().nullable().defined(),
  hazardServiceCode: yup.string().defined(),
  litterServiceCode: yup.string().nullable().defined(),
  createdAt: yup.string().defined(),
  updatedAt: yup.string().defined(),
});

export const cityConnectionResponseSchema: yup.ObjectSchema<CityConnectionResponse> = yup.object({ connection: cityConnectionSchema.defined() });

export const cityConnectionsResponseSchema: yup.ObjectSchema<CityConnectionsResponse> = yup.object({
  instance: yup.object({ host: yup.string().defined(), hazardServiceCode: yup.string().defined(), litterServiceCode: yup.string().nullable().defined() }).nullable().defined().default(null),
  connections: yup.array(cityConnectionSchema.defined()).defined(),
});

export const cityServicesResponseSchema: yup.ObjectSchema<CityServicesResponse> = yup.object({
  services: yup.array(yup.object({ code: yup.string().defined(), name: yup.string().defined(), group: yup.string().nullable().defined() })).defined(),
});
