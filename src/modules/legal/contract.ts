/**
 * legal module: the pages every public service needs besides the privacy policy (terms of use,
 * accessibility statement, imprint, open data and its licences), fed from the operator's settings.
 * The ONLY file other modules import. No knex, no React.
 */

/** Where the module's pages are (other modules link them by these). */
export const LEGAL_PATHS = {
  terms: '/terms',
  accessibilityStatement: '/accessibility-statement',
  imprint: '/imprint',
  openData: '/open-data',
} as const;

/**
 * The day the accessibility statement's text was last reviewed against the app (YYYY-MM-DD), shown
 * as the statement's date unless ACCESSIBILITY_STATEMENT_DATE names the operator's own review. A fixed
 * date of the code, never "today": a statement is as old as its review.
 */
export const ACCESSIBILITY_STATEMENT_REVIEWED = '2026-11-27';

/** The version and date of the terms of use's text (YYYY-MM-DD). */
export const TERMS_VERSION = '1.0';
export const TERMS_DATE = '2026-11-27';

/** The imprint (§ 5 DDG) as the operator configured it (IMPRINT_*); every part optional, lines already split. */
export interface ImprintDto {
  name: string | null;
  address: string[];
  email: string | null;
  phone: string | null;
  register: string | null;
  vatId: string | null;
  responsible: string | null;
  /** IMPRINT_TEXT: the imprint (or more of it) as free text, one entry per line. */
  text: string[];
}

/** This module's part of GET /api/config (under its id, `legal`): the same for everyone. */
export interface LegalClientConfig {
  /** null: the operator has not configured an imprint. */
  imprint: ImprintDto | null;
  accessibility: {
    /** Where to report a barrier (ACCESSIBILITY_CONTACT, else IMPRINT_EMAIL); null: not configured. */
    contact: string | null;
    /** The statement's date, YYYY-MM-DD (ACCESSIBILITY_STATEMENT_DATE, else ACCESSIBILITY_STATEMENT_REVIEWED). */
    statementDate: string;
    /** The enforcement body to turn to (ACCESSIBILITY_ENFORCEMENT); null: the page's general advice. */
    enforcement: string | null;
  };
  /**
   * Where the source code of what this server runs is (the core's SOURCE_CODE_URL, else package.json's
   * repository; AGPL-3.0 section 13); null: not configured, no link is shown.
   */
  sourceCodeUrl: string | null;
}
