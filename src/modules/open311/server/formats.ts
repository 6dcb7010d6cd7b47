import type { Open311Created, Open311Discovery, Open311Error, Open311Format, Open311Request, Open311Service, Open311ServiceDefinition } from '../contract';
import { xmlDocument } from './xml';

/** GeoReport v2's element names for the items of its lists. */
export const XML_ITEMS = {
  services: 'service',
  service_requests: 'request',
  errors: 'error',
  endpoints: 'endpoint',
  formats: 'format',
  attributes: 'attribute',
} as const;

/** `<services><service>...</service></services>` */
export const servicesXml = (services: Open311Service[]) => xmlDocument('services', services.map((s) => ({ ...s })), XML_ITEMS);

/** `<service_definition><service_code>..</service_code><attributes/></service_definition>` */
export const serviceDefinitionXml = (definition: Open311ServiceDefinition) => xmlDocument('service_definition', { ...definition }, XML_ITEMS);

/** `<service_requests><request>...</request></service_requests>`: GET requests and GET requests/{id}. */
export const requestsXml = (requests: Open311Request[]) => xmlDocument('service_requests', requests.map((r) => ({ ...r })), XML_ITEMS);

/** `<service_requests><request><service_request_id>..</service_request_id><service_notice>..</service_notice></request></service_requests>` */
export const createdXml = (created: Open311Created[]) => xmlDocument('service_requests', created.map((c) => ({ ...c })), XML_ITEMS);

/** `<discovery>...<endpoints><endpoint>...<formats><format>..</format></formats></endpoint></endpoints></discovery>` */
export const discoveryXml = (d: Open311Discovery) => xmlDocument('discovery', { ...d, endpoints: d.endpoints.map((e) => ({ ...e })) }, XML_ITEMS);

/** `<errors><error><code>..</code><description>..</description></error></errors>` */
export const errorsXml = (errors: Open311Error[]) => xmlDocument('errors', errors.map((e) => ({ ...e })), XML_ITEMS);

/** The format a path asks for: XML where it ends in `.xml`, JSON otherwise (also for paths no route took). */
export function formatOf(path: string): Open311Format {
  return path.toLowerCase().endsWith('.xml') ? 'xml' : 'json';
}
