import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { OPEN311_FIELD_MESSAGES as F } from '../schemas';
import { TOO_MANY_OPEN311_REQUESTS } from '../contract';

/** The open311 module's error texts (http/error-texts.ts): Open311 error descriptions follow Accept-Language. */
export const open311ErrorTexts = {
  OPEN311_NOT_FOUND: { en: 'No such Open311 resource. The services are at /open311/v2/services.json.', de: 'Diese Open311-Ressource gibt es nicht. Die Dienste stehen unter /open311/v2/services.json.', fr: "Cette ressource Open311 n'existe pas. Les services se trouvent sous /open311/v2/services.json.", es: 'No existe ese recurso de Open311. Los servicios están en /open311/v2/services.json.' },
  OPEN311_METHOD_NOT_ALLOWED: { en: 'The method {{method}} is not supported here.', de: 'Die Methode {{method}} wird hier nicht unterstützt.', fr: "La méthode {{method}} n'est pas prise en charge ici.", es: 'El método {{method}} no se admite aquí.' },
  OPEN311_SERVICE_NOT_FOUND: { en: 'No service with this service_code.', de: 'Es gibt keinen Dienst mit diesem service_code.', fr: "Aucun service n'a ce service_code.", es: 'No hay ningún servicio con este service_code.' },
  OPEN311_REQUEST_NOT_FOUND: { en: 'No service request with this id.', de: 'Es gibt keine Meldung mit dieser ID.', fr: "Aucune demande de service n'a cet identifiant.", es: 'No hay ninguna solicitud de servicio con este identificador.' },
  OPEN311_UNKNOWN_SERVICE: { en: 'Unknown service_code {{code}}: see /open311/v2/services.json.', de: 'Unbekannter service_code {{code}}: siehe /open311/v2/services.json.', fr: 'service_code {{code}} inconnu : voir /open311/v2/services.json.', es: 'service_code desconocido {{code}}: consulta /open311/v2/services.json.' },
  OPEN311_INVALID_STATUS: { en: 'status must be open or closed (or both, comma-separated).', de: 'status muss open oder closed sein (oder beides, durch Komma getrennt).', fr: 'status doit valoir open ou closed (ou les deux, séparés par une virgule).', es: 'status debe ser open o closed (o ambos, separados por comas).' },
  OPEN311_INVALID_DATE: {
    en: '{{name}} must be an ISO 8601 date or date and time, e.g. 2026-11-28T09:30:00Z.',
    de: '{{name}} muss ein Datum oder Datum mit Uhrzeit nach ISO 8601 sein, z. B. 2026-11-28T09:30:00Z.',
    fr: '{{name}} doit être une date ou une date et une heure ISO 8601, par ex. 2026-11-28T09:30:00Z.',
    es: '{{name}} debe ser una fecha o una fecha y hora ISO 8601, p. ej. 2026-11-28T09:30:00Z.',
  },
  OPEN311_DATE_ORDER: { en: 'end_date must not be before start_date.', de: 'end_date darf nicht vor start_date liegen.', fr: 'end_date ne doit pas être antérieure à start_date.', es: 'end_date no puede ser anterior a start_date.' },
  OPEN311_DATE_SPAN: { en: 'start_date and end_date may be at most 90 days apart.', de: 'start_date und end_date dürfen höchstens 90 Tage auseinanderliegen.', fr: 'start_date et end_date peuvent être espacées de 90 jours au maximum.', es: 'Entre start_date y end_date puede haber como máximo 90 días.' },
  OPEN311_INVALID_API_KEY: {
    en: 'Invalid api_key: registered partners get one from the CleanQuest operator.',
    de: 'Ungültiger api_key: Registrierte Partner erhalten einen von den Betreibern von CleanQuest.',
    fr: "api_key non valide : les partenaires enregistrés en obtiennent une auprès de l'exploitant de CleanQuest.",
    es: 'api_key no válida: los socios registrados la obtienen del operador de CleanQuest.',
  },
  OPEN311_POSITION_REQUIRED: {
    en: 'lat and long, or an address_string, are required.',
    de: 'lat und long oder ein address_string sind nötig.',
    fr: 'lat et long, ou un address_string, sont obligatoires.',
    es: 'Se necesitan lat y long, o un address_string.',
  },
  OPEN311_ADDRESS_NOT_FOUND: {
    en: 'address_string could not be found on the map: send lat and long.',
    de: 'address_string wurde auf der Karte nicht gefunden: Sende lat und long.',
    fr: "address_string n'a pas été trouvé sur la carte : envoie lat et long.",
    es: 'No se ha podido encontrar address_string en el mapa: envía lat y long.',
  },
  OPEN311_MEDIA_REQUIRED: {
    en: 'media_url is required: every CleanQuest report carries a photo of the litter.',
    de: 'media_url ist nötig: Jede CleanQuest-Meldung hat ein Foto vom Müll.',
    fr: 'media_url est obligatoire : chaque signalement CleanQuest comporte une photo des déchets.',
    es: 'media_url es obligatorio: cada reporte de CleanQuest lleva una foto de la basura.',
  },
  MEDIA_URL_INVALID: { en: 'media_url must be an http or https URL.', de: 'media_url muss eine http- oder https-URL sein.', fr: 'media_url doit être une URL http ou https.', es: 'media_url debe ser una URL http o https.' },
  MEDIA_URL_REFUSED: {
    en: 'media_url leads to a private, loopback or link-local address, which this server does not fetch.',
    de: 'media_url führt zu einer privaten, Loopback- oder Link-Local-Adresse, von der dieser Server nichts abruft.',
    fr: 'media_url mène à une adresse privée, de bouclage ou lien-local, que ce serveur ne récupère pas.',
    es: 'media_url lleva a una dirección privada, de loopback o de enlace local, que este servidor no descarga.',
  },
  MEDIA_URL_UNREACHABLE: {
    en: 'media_url could not be fetched: the host does not resolve or did not answer.',
    de: 'media_url konnte nicht abgerufen werden: Der Host ist unbekannt oder hat nicht geantwortet.',
    fr: "media_url n'a pas pu être récupérée : l'hôte est introuvable ou n'a pas répondu.",
    es: 'No se ha podido descargar media_url: el host no se resuelve o no ha respondido.',
  },
  MEDIA_URL_REDIRECTS: { en: 'media_url redirected too often.', de: 'media_url wurde zu oft weitergeleitet.', fr: 'media_url a été redirigée trop de fois.', es: 'media_url ha redirigido demasiadas veces.' },
  MEDIA_URL_STATUS: { en: 'media_url answered HTTP {{status}} instead of the photo.', de: 'media_url hat mit HTTP {{status}} statt mit dem Foto geantwortet.', fr: 'media_url a répondu HTTP {{status}} au lieu de la photo.', es: 'media_url ha respondido HTTP {{status}} en lugar de la foto.' },
  MEDIA_URL_TOO_LARGE: { en: 'The photo at media_url is larger than {{size}} MB.', de: 'Das Foto unter media_url ist größer als {{size}} MB.', fr: "La photo à l'adresse media_url dépasse {{size}} Mo.", es: 'La foto de media_url ocupa más de {{size}} MB.' },
  MEDIA_URL_TIMEOUT: { en: 'media_url did not send the photo within {{seconds}} seconds.', de: 'media_url hat das Foto nicht innerhalb von {{seconds}} Sekunden gesendet.', fr: "media_url n'a pas envoyé la photo en moins de {{seconds}} secondes.", es: 'media_url no ha enviado la foto en {{seconds}} segundos.' },
  'RATE_LIMITED.open311': {
    en: TOO_MANY_OPEN311_REQUESTS,
    de: 'Zu viele Anfragen mit diesem api_key in kurzer Zeit. Bitte warte eine Weile und versuche es dann erneut.',
    fr: 'Trop de requêtes avec cette api_key en peu de temps. Patiente un moment, puis réessaie.',
    es: 'Demasiadas solicitudes con esta api_key en poco tiempo. Espera un rato y vuelve a intentarlo.',
  },
  'VALIDATION_FAILED.open311Format': { en: F.format, de: 'Das Format muss json oder xml sein', fr: 'Le format doit être json ou xml', es: 'El formato debe ser json o xml' },
  'VALIDATION_FAILED.open311ApiKey': { en: F.apiKey, de: 'api_key ist nötig', fr: 'api_key est obligatoire', es: 'api_key es obligatorio' },
  'VALIDATION_FAILED.open311ServiceCode': { en: F.serviceCode, de: 'service_code ist nötig', fr: 'service_code est obligatoire', es: 'service_code es obligatorio' },
  'VALIDATION_FAILED.open311Lat': { en: F.lat, de: 'lat muss eine Zahl von -90 bis 90 sein', fr: 'lat doit être un nombre de -90 à 90', es: 'lat debe ser un número de -90 a 90' },
  'VALIDATION_FAILED.open311Long': { en: F.long, de: 'long muss eine Zahl von -180 bis 180 sein', fr: 'long doit être un nombre de -180 à 180', es: 'long debe ser un número de -180 a 180' },
  'VALIDATION_FAILED.open311Description': { en: F.description, de: 'description darf höchstens 1000 Zeichen lang sein', fr: 'description doit compter 1000 caractères au maximum', es: 'description puede tener como máximo 1000 caracteres' },
  'VALIDATION_FAILED.open311Address': { en: F.address, de: 'address_string darf höchstens 300 Zeichen lang sein', fr: 'address_string doit compter 300 caractères au maximum', es: 'address_string puede tener como máximo 300 caracteres' },
  'VALIDATION_FAILED.open311MediaUrl': { en: F.mediaUrl, de: 'media_url darf höchstens 2000 Zeichen lang sein', fr: 'media_url doit compter 2000 caractères au maximum', es: 'media_url puede tener como máximo 2000 caracteres' },
  'VALIDATION_FAILED.open311TooLong': { en: F.tooLong, de: 'Ein Abfrageparameter ist zu lang', fr: 'Un paramètre de requête est trop long', es: 'Un parámetro de consulta es demasiado largo' },
} as const satisfies ErrorTextCatalogue;
