import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { GEOCODER_BUSY_MESSAGE, GEOCODER_SUPERSEDED_MESSAGE, GEOCODER_UNAVAILABLE_MESSAGE } from '../contract';

/** The geocoding module's error texts (http/error-texts.ts). */
export const geocodingErrorTexts = {
  GEOCODER_BUSY: { en: GEOCODER_BUSY_MESSAGE, de: 'Die Adresssuche ist gerade ausgelastet. Bitte versuche es gleich noch einmal.', fr: "La recherche d'adresse est occupée. Réessaie dans un instant.", es: 'La búsqueda de direcciones está ocupada. Vuelve a intentarlo en un momento.', it: 'La ricerca degli indirizzi è occupata. Riprova tra un momento.', nl: 'Adressen zoeken is druk bezet. Probeer het zo opnieuw.' },
  GEOCODER_SUPERSEDED: { en: GEOCODER_SUPERSEDED_MESSAGE, de: 'Eine neuere Adresssuche hat diese ersetzt.', fr: "Une recherche d'adresse plus récente a remplacé celle-ci.", es: 'Una búsqueda de direcciones más reciente ha sustituido a esta.', it: 'Una ricerca di indirizzi più recente ha sostituito questa.', nl: 'Een nieuwere zoekopdracht naar een adres heeft deze vervangen.' },
  GEOCODER_UNAVAILABLE: { en: GEOCODER_UNAVAILABLE_MESSAGE, de: 'Die Adresssuche ist gerade nicht verfügbar. Du kannst die Adresse trotzdem selbst eingeben.', fr: "La recherche d'adresse n'est pas disponible pour le moment. Tu peux quand même saisir l'adresse toi-même.", es: 'La búsqueda de direcciones no está disponible ahora. Puedes escribir la dirección tú mismo.', it: 'La ricerca degli indirizzi non è disponibile al momento. Puoi comunque scrivere l\'indirizzo tu.', nl: 'Adressen zoeken is nu niet beschikbaar. Je kunt het adres nog steeds zelf invoeren.' },
} as const satisfies ErrorTextCatalogue;
