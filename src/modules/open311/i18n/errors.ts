import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { OPEN311_FIELD_MESSAGES as F } from '../schemas';
import { TOO_MANY_OPEN311_REQUESTS } from '../contract';

/** The open311 module's error texts (http/error-texts.ts): Open311 error descriptions follow Accept-Language. */
export const open311ErrorTexts = {
  OPEN311_NOT_FOUND: { en: 'No such Open311 resource. The services are at /open311/v2/services.json.', de: 'Diese Open311-Ressource gibt es nicht. Die Dienste stehen unter /open311/v2/services.json.', it: 'Questa risorsa Open311 non esiste. I servizi si trovano in /open311/v2/services.json.' },
  OPEN311_METHOD_NOT_ALLOWED: { en: 'The method {{method}} is not supported here.', de: 'Die Methode {{method}} wird hier nicht unterstützt.', it: 'Il metodo {{method}} non è supportato qui.' },
  OPEN311_SERVICE_NOT_FOUND: { en: 'No service with this service_code.', de: 'Es gibt keinen Dienst mit diesem service_code.', it: 'Nessun servizio con questo service_code.' },
  OPEN311_REQUEST_NOT_FOUND: { en: 'No service request with this id.', de: 'Es gibt keine Meldung mit dieser ID.', it: 'Nessuna richiesta di servizio con questo ID.' },
  OPEN311_UNKNOWN_SERVICE: { en: 'Unknown service_code {{code}}: see /open311/v2/services.json.', de: 'Unbekannter service_code {{code}}: siehe /open311/v2/services.json.', it: 'service_code {{code}} sconosciuto: vedi /open311/v2/services.json.' },
  OPEN311_INVALID_STATUS: { en: 'status must be open or closed (or both, comma-separated).', de: 'status muss open oder closed sein (oder beides, durch Komma getrennt).', it: 'status deve essere open o closed (o entrambi, separati da una virgola).' },
  OPEN311_INVALID_DATE: {
    en: '{{name}} must be an ISO 8601 date or date and time, e.g. 2026-11-28T09:30:00Z.',
    de: '{{name}} muss ein Datum oder Datum mit Uhrzeit nach ISO 8601 sein, z. B. 2026-11-28T09:30:00Z.',
    it: '{{name}} deve essere una data o una data con ora secondo ISO 8601, ad es. 2026-11-28T09:30:00Z.',
  },
  OPEN311_DATE_ORDER: { en: 'end_date must not be before start_date.', de: 'end_date darf nicht vor start_date liegen.', it: 'end_date non può essere precedente a start_date.' },
  OPEN311_DATE_SPAN: { en: 'start_date and end_date may be at most 90 days apart.', de: 'start_date und end_date dürfen höchstens 90 Tage auseinanderliegen.', it: 'Tra start_date ed end_date possono passare al massimo 90 giorni.' },
  OPEN311_INVALID_API_KEY: {
    en: 'Invalid api_key: registered partners get one from the CleanQuest operator.',
    de: 'Ungültiger api_key: Registrierte Partner erhalten einen von den Betreibern von CleanQuest.',
    it: 'api_key non valida: i partner registrati ne ricevono una dal gestore di CleanQuest.',
  },
  OPEN311_POSITION_REQUIRED: {
    en: 'lat and long, or an address_string, are required.',
    de: 'lat und long oder ein address_string sind nötig.',
    it: 'Sono necessari lat e long, oppure un address_string.',
  },
  OPEN311_ADDRESS_NOT_FOUND: {
    en: 'address_string could not be found on the map: send lat and long.',
    de: 'address_string wurde auf der Karte nicht gefunden: Sende lat und long.',
    it: 'address_string non è stato trovato sulla mappa: invia lat e long.',
  },
  OPEN311_MEDIA_REQUIRED: {
    en: 'media_url is required: every CleanQuest report carries a photo of the litter.',
    de: 'media_url ist nötig: Jede CleanQuest-Meldung hat ein Foto vom Müll.',
    it: 'media_url è obbligatorio: ogni segnalazione di CleanQuest ha una foto dei rifiuti.',
  },
  MEDIA_URL_INVALID: { en: 'media_url must be an http or https URL.', de: 'media_url muss eine http- oder https-URL sein.', it: 'media_url deve essere un URL http o https.' },
  MEDIA_URL_REFUSED: {
    en: 'media_url leads to a private, loopback or link-local address, which this server does not fetch.',
    de: 'media_url führt zu einer privaten, Loopback- oder Link-Local-Adresse, von der dieser Server nichts abruft.',
    it: 'media_url porta a un indirizzo privato, di loopback o link-local, da cui questo server non scarica nulla.',
  },
  MEDIA_URL_UNREACHABLE: {
    en: 'media_url could not be fetched: the host does not resolve or did not answer.',
    de: 'media_url konnte nicht abgerufen werden: Der Host ist unbekannt oder hat nicht geantwortet.',
    it: 'Non è stato possibile scaricare media_url: l\'host non viene risolto o non ha risposto.',
  },
  MEDIA_URL_REDIRECTS: { en: 'media_url redirected too often.', de: 'media_url wurde zu oft weitergeleitet.', it: 'media_url è stato reindirizzato troppe volte.' },
  MEDIA_URL_STATUS: { en: 'media_url answered HTTP {{status}} instead of the photo.', de: 'media_url hat mit HTTP {{status}} statt mit dem Foto geantwortet.', it: 'media_url ha risposto HTTP {{status}} invece della foto.' },
  MEDIA_URL_TOO_LARGE: { en: 'The photo at media_url is larger than {{size}} MB.', de: 'Das Foto unter media_url ist größer als {{size}} MB.', it: 'La foto in media_url supera i {{size}} MB.' },
  MEDIA_URL_TIMEOUT: { en: 'media_url did not send the photo within {{seconds}} seconds.', de: 'media_url hat das Foto nicht innerhalb von {{seconds}} Sekunden gesendet.', it: 'media_url non ha inviato la foto entro {{seconds}} secondi.' },
  'RATE_LIMITED.open311': {
    en: TOO_MANY_OPEN311_REQUESTS,
    de: 'Zu viele Anfragen mit diesem api_key in kurzer Zeit. Bitte warte eine Weile und versuche es dann erneut.',
    it: 'Troppe richieste con questa api_key in poco tempo. Aspetta un po\' e riprova.',
  },
  'VALIDATION_FAILED.open311Format': { en: F.format, de: 'Das Format muss json oder xml sein', it: 'Il formato deve essere json o xml' },
  'VALIDATION_FAILED.open311ApiKey': { en: F.apiKey, de: 'api_key ist nötig', it: 'api_key è obbligatoria' },
  'VALIDATION_FAILED.open311ServiceCode': { en: F.serviceCode, de: 'service_code ist nötig', it: 'service_code è obbligatorio' },
  'VALIDATION_FAILED.open311Lat': { en: F.lat, de: 'lat muss eine Zahl von -90 bis 90 sein', it: 'lat deve essere un numero da -90 a 90' },
  'VALIDATION_FAILED.open311Long': { en: F.long, de: 'long muss eine Zahl von -180 bis 180 sein', it: 'long deve essere un numero da -180 a 180' },
  'VALIDATION_FAILED.open311Description': { en: F.description, de: 'description darf höchstens 1000 Zeichen lang sein', it: 'description può avere al massimo 1000 caratteri' },
  'VALIDATION_FAILED.open311Address': { en: F.address, de: 'address_string darf höchstens 300 Zeichen lang sein', it: 'address_string può avere al massimo 300 caratteri' },
  'VALIDATION_FAILED.open311MediaUrl': { en: F.mediaUrl, de: 'media_url darf höchstens 2000 Zeichen lang sein', it: 'media_url può avere al massimo 2000 caratteri' },
  'VALIDATION_FAILED.open311TooLong': { en: F.tooLong, de: 'Ein Abfrageparameter ist zu lang', it: 'Un parametro della query è troppo lungo' },
} as const satisfies ErrorTextCatalogue;
