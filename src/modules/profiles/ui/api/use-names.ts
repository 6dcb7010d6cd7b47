import { callEndpoint } from '../../../../client/endpoint';
import type { GenerateNamesResponse, UserNamesResponse } from '../../../astro/contract';
import * as astro from '../../../astro/endpoints';
import type { SelectNameResponse } from '../../contract';
import * as endpoints from '../../endpoints';

/** Champion names (spec 7). Errors are ApiError "<status>: <body>" (client/api.ts). */

/** POST /api/user/generate-names: three suggestions and the sign and element they were made for. */
export function generateNames(userId: string): Promise<GenerateNamesResponse> {
  return callEndpoint(astro.generateNames, { body: { userId } });
}

/** POST /api/users/{userId}/generate-names: the generator variant used on the names tab. */
export function generateNamesForUser(userId: string): Promise<UserNamesResponse> {
  return callEndpoint(astro.generateNamesForUser, { params: { userId } });
}

/** POST /api/users/{userId}/select-name */
export function selectName(userId: string, championName: string): Promise<SelectNameResponse> {
  return callEndpoint(endpoints.selectName, { params: { userId }, body: { championName } });
}
