/**
 * Packages the licence check finds incompatible or unlicensed that CleanQuest ships today, each waiting
 * for the product owner's decision (scripts/check-licences.ts prints them on every run as PENDING and
 * does not fail on them; any other finding fails). One exact version each; an entry no package matches
 * any more, or whose package has become compatible, fails the check (remove it). This list must shrink:
 * it is no way to accept a licence.
 */
export interface PendingDecision {
  package: string;
  version: string;
  /** What conflicts, and what would settle it. */
  question: string;
}

export const PENDING_DECISIONS: readonly PendingDecision[] = [
  {
    package: 'react-leaflet',
    version: '5.0.0',
    question:
      'Hippocratic-2.1 (field-of-use terms: "further restrictions" under AGPL-3.0 section 10), bundled into the client. The stack names react-leaflet; the issue names AGPL-3.0-or-later. Settle by the owner: a thin wrapper over leaflet (BSD-2-Clause) for the 9 parts the maps use, or another licence for the app.',
  },
  {
    package: '@react-leaflet/core',
    version: '3.0.0',
    question: 'Hippocratic-2.1, react-leaflet\'s core: settled with react-leaflet.',
  },
];
