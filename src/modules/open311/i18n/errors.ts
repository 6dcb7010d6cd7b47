import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { OPEN311_FIELD_MESSAGES as F } from '../schemas';
import { TOO_MANY_OPEN311_REQUESTS } from '../contract';

/** The open311 module's error texts (http/error-texts.ts): Open311 error descriptions follow Accept-Language. */
export const open311ErrorTexts = {
  OPEN311_NOT_FOUND: { en: 'No such Open311 resource. The services are at /open311/v2/services.json.', de: 'Diese Open311-Ressource gibt es nicht. Die Dienste stehen unter /open311/v2/services.json.', nl: 'Deze Open311-bron bestaat niet. De diensten staan op /open311/v2/services.json.' },
  OPEN311_METHOD_NOT_ALLOWED: { en: 'The method {{method}} is not supported here.', de: 'Die Methode {{method}} wird hier nicht unterstützt.', nl: 'De methode {{method}} wordt hier niet ondersteund.' },
  OPEN311_SERVICE_NOT_FOUND: { en: 'No service with this service_code.', de: 'Es gibt keinen Dienst mit diesem service_code.', nl: 'Er is geen dienst met deze service_code.' },
  OPEN311_REQUEST_NOT_FOUND: { en: 'No service request with this id.', de: 'Es gibt keine Meldung mit dieser ID.', nl: 'Er is geen melding met deze id.' },
  OPEN311_UNKNOWN_SERVICE: { en: 'Unknown service_code {{code}}: see /open311/v2/services.json.', de: 'Unbekannter service_code {{code}}: siehe /open311/v2/services.json.', nl: 'Onbekende service_code {{code}}: zie /open311/v2/services.json.' },
  OPEN311_INVALID_STATUS: { en: 'status must be open or closed (or both, comma-separated).', de: 'status muss open oder closed sein (oder beides, durch Komma getrennt).', nl: 'status moet open of closed zijn (of beide, gescheiden door een komma).' },
  OPEN311_INVALID_DATE: {
    en: '{{name}} must be an ISO 8601 date or date and time, e.g. 2026-11-28T09:30:00Z.',
    de: '{{name}} muss ein Datum oder Datum mit Uhrzeit nach ISO 8601 sein, z. B. 2026-11-28T09:30:00Z.',
    nl: '{{name}} moet een datum of datum met tijd volgens ISO 8601 zijn, bijv. 2026-11-28T09:30:00Z.',
  },
  OPEN311_DATE_ORDER: { en: 'end_date must not be before start_date.', de: 'end_date darf nicht vor start_date liegen.', nl: 'end_date mag niet voor start_date liggen.' },
  OPEN311_DATE_SPAN: { en: 'start_date and end_date may be at most 90 days apart.', de: 'start_date und end_date dürfen höchstens 90 Tage auseinanderliegen.', nl: 'start_date en end_date mogen maximaal 90 dagen uit elkaar liggen.' },
  OPEN311_INVALID_API_KEY: {
    en: 'Invalid api_key: registered partners get one from the CleanQuest operator.',
    de: 'Ungültiger api_key: Registrierte Partner erhalten einen von den Betreibern von CleanQuest.',
    nl: 'Ongeldige api_key: geregistreerde partners krijgen er een van de aanbieder van CleanQuest.',
  },
  OPEN311_POSITION_REQUIRED: {
    en: 'lat and long, or an address_string, are required.',
    de: 'lat und long oder ein address_string sind nötig.',
    nl: 'lat en long, of een address_string, zijn verplicht.',
  },
  OPEN311_ADDRESS_NOT_FOUND: {
    en: 'address_string could not be found on the map: send lat and long.',
    de: 'address_string wurde auf der Karte nicht gefunden: Sende lat und long.',
    nl: 'address_string is niet op de kaart gevonden: stuur lat en long.',
  },
  OPEN311_MEDIA_REQUIRED: {
    en: 'media_url is required: every CleanQuest report carries a photo of the litter.',
    de: 'media_url ist nötig: Jede CleanQuest-Meldung hat ein Foto vom Müll.',
    nl: 'media_url is verplicht: elke melding in CleanQuest heeft een foto van het zwerfafval.',
  },
  MEDIA_URL_INVALID: { en: 'media_url must be an http or https URL.', de: 'media_url muss eine http- oder https-URL sein.', nl: 'media_url moet een http- of https-URL zijn.' },
  MEDIA_URL_REFUSED: {
    en: 'media_url leads to a private, loopback or link-local address, which this server does not fetch.',
    de: 'media_url führt zu einer privaten, Loopback- oder Link-Local-Adresse, von der dieser Server nichts abruft.',
    nl: 'media_url leidt naar een privé-, loopback- of link-local-adres, waarvan deze server niets ophaalt.',
  },
  MEDIA_URL_UNREACHABLE: {
    en: 'media_url could not be fetched: the host does not resolve or did not answer.',
    de: 'media_url konnte nicht abgerufen werden: Der Host ist unbekannt oder hat nicht geantwortet.',
    nl: 'media_url kon niet worden opgehaald: de host is onbekend of heeft niet geantwoord.',
  },
  MEDIA_URL_REDIRECTS: { en: 'media_url redirected too often.', de: 'media_url wurde zu oft weitergeleitet.', nl: 'media_url is te vaak doorgestuurd.' },
  MEDIA_URL_STATUS: { en: 'media_url answered HTTP {{status}} instead of the photo.', de: 'media_url hat mit HTTP {{status}} statt mit dem Foto geantwortet.', nl: 'media_url antwoordde met HTTP {{status}} in plaats van met de foto.' },
  MEDIA_URL_TOO_LARGE: { en: 'The photo at media_url is larger than {{size}} MB.', de: 'Das Foto unter media_url ist größer als {{size}} MB.', nl: 'De foto op media_url is groter dan {{size}} MB.' },
  MEDIA_URL_TIMEOUT: { en: 'media_url did not send the photo within {{seconds}} seconds.', de: 'media_url hat das Foto nicht innerhalb von {{seconds}} Sekunden gesendet.', nl: 'media_url heeft de foto niet binnen {{seconds}} seconden gestuurd.' },
  'RATE_LIMITED.open311': {
    en: TOO_MANY_OPEN311_REQUESTS,
    de: 'Zu viele Anfragen mit diesem api_key in kurzer Zeit. Bitte warte eine Weile und versuche es dann erneut.',
    nl: 'Te veel verzoeken met deze api_key in korte tijd. Wacht even en probeer het dan opnieuw.',
  },
  'VALIDATION_FAILED.open311Format': { en: F.format, de: 'Das Format muss json oder xml sein', nl: 'Het formaat moet json of xml zijn' },
  'VALIDATION_FAILED.open311ApiKey': { en: F.apiKey, de: 'api_key ist nötig', nl: 'api_key is verplicht' },
  'VALIDATION_FAILED.open311ServiceCode': { en: F.serviceCode, de: 'service_code ist nötig', nl: 'service_code is verplicht' },
  'VALIDATION_FAILED.open311Lat': { en: F.lat, de: 'lat muss eine Zahl von -90 bis 90 sein', nl: 'lat moet een getal van -90 tot 90 zijn' },
  'VALIDATION_FAILED.open311Long': { en: F.long, de: 'long muss eine Zahl von -180 bis 180 sein', nl: 'long moet een getal van -180 tot 180 zijn' },
  'VALIDATION_FAILED.open311Description': { en: F.description, de: 'description darf höchstens 1000 Zeichen lang sein', nl: 'description mag maximaal 1000 tekens lang zijn' },
  'VALIDATION_FAILED.open311Address': { en: F.address, de: 'address_string darf höchstens 300 Zeichen lang sein', nl: 'address_string mag maximaal 300 tekens lang zijn' },
  'VALIDATION_FAILED.open311MediaUrl': { en: F.mediaUrl, de: 'media_url darf höchstens 2000 Zeichen lang sein', nl: 'media_url mag maximaal 2000 tekens lang zijn' },
  'VALIDATION_FAILED.open311TooLong': { en: F.tooLong, de: 'Ein Abfrageparameter ist zu lang', nl: 'Een queryparameter is te lang' },
} as const satisfies ErrorTextCatalogue;
