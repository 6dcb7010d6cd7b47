/**
 * The licences of what CleanQuest publishes (issue 22), one place for the server's exports and the
 * pages that explain them. Isomorphic: no Node or DOM imports.
 *
 * - The open data (the reports and tasks as GeoJSON, CSV and Open311) is a database under the Open
 *   Database License 1.0; whoever reuses it names the source with OPEN_DATA_LICENCE.attribution.
 * - A photo is open data only when its uploader chose so for that photo: then under CC BY 4.0,
 *   credited with PHOTO_LICENCE.attribution (never a person's name).
 * - The code is free software under CODE_LICENCE (LICENSE, package.json; issue 37).
 */

export interface Licence {
  /** SPDX identifier, e.g. 'ODbL-1.0'. */
  id: string;
  /** Short name people know it by. */
  name: string;
  /** The licence's own page. */
  url: string;
  /** The credit line a reuser shows. */
  attribution: string;
}

/** The data licence of every open data export (the GeoJSON `license` member, the `Link: rel="license"` header). */
export const OPEN_DATA_LICENCE = {
  id: 'ODbL-1.0',
  name: 'ODbL 1.0',
  url: 'https://opendatacommons.org/licenses/odbl/1-0/',
  attribution: '© CleanQuest contributors, ODbL 1.0',
} as const satisfies Licence;

/** The licence a person may give a photo of theirs for reuse in open data (off unless they choose it). */
export const PHOTO_LICENCE = {
  id: 'CC-BY-4.0',
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  attribution: 'Photo: CleanQuest contributor, CC BY 4.0',
} as const satisfies Licence;

/**
 * The licence of CleanQuest's own code (LICENSE at the repository's root). Section 13 asks a server that
 * runs a modified version to offer its users the source: SOURCE_CODE_URL (README, "Licence").
 */
export const CODE_LICENCE = {
  id: 'AGPL-3.0-or-later',
  name: 'GNU AGPL 3.0 or later',
  url: 'https://www.gnu.org/licenses/agpl-3.0.html',
} as const satisfies Omit<Licence, 'attribution'>;

/** The `Link` header value naming a licence (RFC 8288, rel="license"). */
export function licenceLink(licence: Licence): string {
  return `<${licence.url}>; rel="license"; title="${licence.name}"`;
}
