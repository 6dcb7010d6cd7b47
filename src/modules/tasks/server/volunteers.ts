import { NOT_FOR_VOLUNTEERS_HAZARDS, type AiAnalysis } from '../contract';

/**
 * Whether volunteers may take a report's task (issue 24): not when the photo analysis calls the spot
 * hazardous or the reporter named sharps, chemicals or asbestos; such a task is offered to the city
 * (Open311) instead. Kept out of the contract, which the embed bundle imports.
 */
export function forVolunteers(hazards: readonly string[], aiAnalysis: Pick<AiAnalysis, 'hazardous'> | null | undefined): boolean {
  if (aiAnalysis?.hazardous) return false;
  return !hazards.some((h) => (NOT_FOR_VOLUNTEERS_HAZARDS as readonly string[]).includes(h));
}
