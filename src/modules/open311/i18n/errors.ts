import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { OPEN311_FIELD_MESSAGES as F } from '../schemas';
import { TOO_MANY_OPEN311_REQUESTS } from '../contract';

/** The open311 module's error texts (http/error-texts.ts): Open311 error descriptions follow Accept-Language. */
export const open311ErrorTexts = {
  OPEN311_NOT_FOUND: { en: 'No such Open311 resource. The services are at /open311/v2/services.json.', de: 'Diese Open311-Ressource gibt es nicht. Die Dienste stehen unter /open311/v2/services.json.', pl: 'Nie ma takiego zasobu Open311. Usługi znajdziesz pod /open311/v2/services.json.' },
  OPEN311_METHOD_NOT_ALLOWED: { en: 'The method {{method}} is not supported here.', de: 'Die Methode {{method}} wird hier nicht unterstützt.', pl: 'Metoda {{method}} nie jest tutaj obsługiwana.' },
  OPEN311_SERVICE_NOT_FOUND: { en: 'No service with this service_code.', de: 'Es gibt keinen Dienst mit diesem service_code.', pl: 'Nie ma usługi o tym service_code.' },
  OPEN311_REQUEST_NOT_FOUND: { en: 'No service request with this id.', de: 'Es gibt keine Meldung mit dieser ID.', pl: 'Nie ma zgłoszenia o tym identyfikatorze.' },
  OPEN311_UNKNOWN_SERVICE: { en: 'Unknown service_code {{code}}: see /open311/v2/services.json.', de: 'Unbekannter service_code {{code}}: siehe /open311/v2/services.json.', pl: 'Nieznany service_code {{code}}: zobacz /open311/v2/services.json.' },
  OPEN311_INVALID_STATUS: { en: 'status must be open or closed (or both, comma-separated).', de: 'status muss open oder closed sein (oder beides, durch Komma getrennt).', pl: 'status musi mieć wartość open lub closed (albo obie, rozdzielone przecinkiem).' },
  OPEN311_INVALID_DATE: {
    en: '{{name}} must be an ISO 8601 date or date and time, e.g. 2026-11-28T09:30:00Z.',
    de: '{{name}} muss ein Datum oder Datum mit Uhrzeit nach ISO 8601 sein, z. B. 2026-11-28T09:30:00Z.', pl: '{{name}} musi być datą lub datą z godziną według ISO 8601, np. 2026-11-28T09:30:00Z.',
  },
  OPEN311_DATE_ORDER: { en: 'end_date must not be before start_date.', de: 'end_date darf nicht vor start_date liegen.', pl: 'end_date nie może być przed start_date.' },
  OPEN311_DATE_SPAN: { en: 'start_date and end_date may be at most 90 days apart.', de: 'start_date und end_date dürfen höchstens 90 Tage auseinanderliegen.', pl: 'start_date i end_date mogą być od siebie oddalone najwyżej o 90 dni.' },
  OPEN311_INVALID_API_KEY: {
    en: 'Invalid api_key: registered partners get one from the CleanQuest operator.',
    de: 'Ungültiger api_key: Registrierte Partner erhalten einen von den Betreibern von CleanQuest.', pl: 'Nieprawidłowy api_key: zarejestrowani partnerzy otrzymują go od operatorów CleanQuest.',
  },
  OPEN311_POSITION_REQUIRED: {
    en: 'lat and long, or an address_string, are required.',
    de: 'lat und long oder ein address_string sind nötig.', pl: 'Potrzebne są lat i long albo address_string.',
  },
  OPEN311_ADDRESS_NOT_FOUND: {
    en: 'address_string could not be found on the map: send lat and long.',
    de: 'address_string wurde auf der Karte nicht gefunden: Sende lat und long.', pl: 'Nie znaleziono address_string na mapie: wyślij lat i long.',
  },
  OPEN311_MEDIA_REQUIRED: {
    en: 'media_url is required: every CleanQuest report carries a photo of the litter.',
    de: 'media_url ist nötig: Jede CleanQuest-Meldung hat ein Foto vom Müll.', pl: 'media_url jest wymagane: każde zgłoszenie w CleanQuest ma zdjęcie śmieci.',
  },
  MEDIA_URL_INVALID: { en: 'media_url must be an http or https URL.', de: 'media_url muss eine http- oder https-URL sein.', pl: 'media_url musi być adresem URL http lub https.' },
  MEDIA_URL_REFUSED: {
    en: 'media_url leads to a private, loopback or link-local address, which this server does not fetch.',
    de: 'media_url führt zu einer privaten, Loopback- oder Link-Local-Adresse, von der dieser Server nichts abruft.', pl: 'media_url prowadzi do adresu prywatnego, pętli zwrotnej (loopback) lub lokalnego dla łącza (link-local), z którego ten serwer niczego nie pobiera.',
  },
  MEDIA_URL_UNREACHABLE: {
    en: 'media_url could not be fetched: the host does not resolve or did not answer.',
    de: 'media_url konnte nicht abgerufen werden: Der Host ist unbekannt oder hat nicht geantwortet.', pl: 'Nie udało się pobrać media_url: host jest nieznany lub nie odpowiedział.',
  },
  MEDIA_URL_REDIRECTS: { en: 'media_url redirected too often.', de: 'media_url wurde zu oft weitergeleitet.', pl: 'media_url przekierowywał zbyt wiele razy.' },
  MEDIA_URL_STATUS: { en: 'media_url answered HTTP {{status}} instead of the photo.', de: 'media_url hat mit HTTP {{status}} statt mit dem Foto geantwortet.', pl: 'media_url odpowiedział kodem HTTP {{status}} zamiast zdjęcia.' },
  MEDIA_URL_TOO_LARGE: { en: 'The photo at media_url is larger than {{size}} MB.', de: 'Das Foto unter media_url ist größer als {{size}} MB.', pl: 'Zdjęcie pod media_url jest większe niż {{size}} MB.' },
  MEDIA_URL_TIMEOUT: { en: 'media_url did not send the photo within {{seconds}} seconds.', de: 'media_url hat das Foto nicht innerhalb von {{seconds}} Sekunden gesendet.', pl: 'media_url nie przesłał zdjęcia w ciągu {{seconds}} s.' },
  'RATE_LIMITED.open311': {
    en: TOO_MANY_OPEN311_REQUESTS,
    de: 'Zu viele Anfragen mit diesem api_key in kurzer Zeit. Bitte warte eine Weile und versuche es dann erneut.', pl: 'Zbyt wiele żądań z tym api_key w krótkim czasie. Odczekaj chwilę i spróbuj ponownie.',
  },
  'VALIDATION_FAILED.open311Format': { en: F.format, de: 'Das Format muss json oder xml sein', pl: 'Format musi mieć wartość json lub xml' },
  'VALIDATION_FAILED.open311ApiKey': { en: F.apiKey, de: 'api_key ist nötig', pl: 'api_key jest wymagany' },
  'VALIDATION_FAILED.open311ServiceCode': { en: F.serviceCode, de: 'service_code ist nötig', pl: 'service_code jest wymagany' },
  'VALIDATION_FAILED.open311Lat': { en: F.lat, de: 'lat muss eine Zahl von -90 bis 90 sein', pl: 'lat musi być liczbą od -90 do 90' },
  'VALIDATION_FAILED.open311Long': { en: F.long, de: 'long muss eine Zahl von -180 bis 180 sein', pl: 'long musi być liczbą od -180 do 180' },
  'VALIDATION_FAILED.open311Description': { en: F.description, de: 'description darf höchstens 1000 Zeichen lang sein', pl: 'description może mieć najwyżej 1000 znaków' },
  'VALIDATION_FAILED.open311Address': { en: F.address, de: 'address_string darf höchstens 300 Zeichen lang sein', pl: 'address_string może mieć najwyżej 300 znaków' },
  'VALIDATION_FAILED.open311MediaUrl': { en: F.mediaUrl, de: 'media_url darf höchstens 2000 Zeichen lang sein', pl: 'media_url może mieć najwyżej 2000 znaków' },
  'VALIDATION_FAILED.open311TooLong': { en: F.tooLong, de: 'Ein Abfrageparameter ist zu lang', pl: 'Parametr zapytania jest za długi' },
} as const satisfies ErrorTextCatalogue;
