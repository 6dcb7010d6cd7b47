import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { ADOPTION_MESSAGES as A, ADOPTION_RADIUS_MAX_M, ADOPTION_RADIUS_MIN_M, ADOPTION_WEEKS_MAX, ADOPTION_WEEKS_MIN } from '../contract';
import { ADOPTION_FIELD_MESSAGES as F } from '../schemas';

/** The adoptions module's error texts (http/error-texts.ts): its codes and the form's field messages. */
export const adoptionsErrorTexts = {
  'REGISTERED_ONLY.adoptions': { en: A.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können einen Ort adoptieren.' },
  ADOPTION_LIMIT: { en: A.limit, de: 'Du hast so viele Orte adoptiert, wie du kannst. Gib einen ab, um einen neuen zu adoptieren.' },
  ADOPTION_OVERLAP: { en: A.overlap, de: 'Den größten Teil dieses Orts hat schon jemand adoptiert. Wähle einen anderen Ort oder einen kleineren Radius.' },
  ADOPTION_NOT_FOUND: { en: A.notFound, de: 'Diesen adoptierten Ort gibt es nicht.' },
  ADOPTION_NOT_ADOPTER: { en: A.notAdopter, de: 'Nur wer den Ort adoptiert hat, kann ihn abgeben.' },
  ADOPTION_TEAM_OWNER_ONLY: { en: A.teamOwnerOnly, de: 'Nur der Besitzer des Teams kann einen Ort für das Team adoptieren.' },
  ADOPTION_PARTNER_MEMBER_ONLY: { en: A.partnerMemberOnly, de: 'Nur die Leute des Partners können einen Ort für den Partner adoptieren.' },
  ADOPTION_PARTNER_NOT_FOUND: { en: A.partnerNotFound, de: 'Diesen Partner gibt es nicht.' },
  'VALIDATION_FAILED.adoptionLatitude': { en: F.latitude, de: 'Der Breitengrad muss eine Zahl zwischen -90 und 90 sein' },
  'VALIDATION_FAILED.adoptionLongitude': { en: F.longitude, de: 'Der Längengrad muss eine Zahl zwischen -180 und 180 sein' },
  'VALIDATION_FAILED.adoptionRadius': { en: F.radius, de: `Der Radius muss eine ganze Zahl von Metern zwischen ${ADOPTION_RADIUS_MIN_M} und ${ADOPTION_RADIUS_MAX_M} sein` },
  'VALIDATION_FAILED.adoptionWeeks': { en: F.weeks, de: `Der Zeitplan muss alle ${ADOPTION_WEEKS_MIN} bis ${ADOPTION_WEEKS_MAX} Wochen sein` },
  'VALIDATION_FAILED.adoptionAdopter': { en: F.adopter, de: 'Adoptieren kannst du selbst, eines deiner Teams oder einer deiner Partner' },
  'VALIDATION_FAILED.adoptionBbox': { en: F.bbox, de: 'bbox muss minLon,minLat,maxLon,maxLat in Grad sein' },
} as const satisfies ErrorTextCatalogue;
