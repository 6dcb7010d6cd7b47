import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { OPEN311_FIELD_MESSAGES as F } from '../schemas';
import { TOO_MANY_OPEN311_REQUESTS } from '../contract';

/** The open311 module's error texts (http/error-texts.ts): Open311 error descriptions follow Accept-Language. */
export const open311ErrorTexts = {
  OPEN311_NOT_FOUND: { en: 'No such Open311 resource. The services are at /open311/v2/services.json.', de: 'Diese Open311-Ressource gibt es nicht. Die Dienste stehen unter /open311/v2/services.json.', ar: 'لا يوجد مورد Open311 كهذا. الخدمات في /open311/v2/services.json.' },
  OPEN311_METHOD_NOT_ALLOWED: { en: 'The method {{method}} is not supported here.', de: 'Die Methode {{method}} wird hier nicht unterstützt.', ar: 'الطريقة {{method}} غير مدعومة هنا.' },
  OPEN311_SERVICE_NOT_FOUND: { en: 'No service with this service_code.', de: 'Es gibt keinen Dienst mit diesem service_code.', ar: 'لا توجد خدمة بـ service_code هذا.' },
  OPEN311_REQUEST_NOT_FOUND: { en: 'No service request with this id.', de: 'Es gibt keine Meldung mit dieser ID.', ar: 'لا يوجد طلب خدمة بهذا المعرّف.' },
  OPEN311_UNKNOWN_SERVICE: { en: 'Unknown service_code {{code}}: see /open311/v2/services.json.', de: 'Unbekannter service_code {{code}}: siehe /open311/v2/services.json.', ar: 'service_code غير معروف {{code}}: انظر /open311/v2/services.json.' },
  OPEN311_INVALID_STATUS: { en: 'status must be open or closed (or both, comma-separated).', de: 'status muss open oder closed sein (oder beides, durch Komma getrennt).', ar: 'يجب أن يكون status إما open أو closed (أو كليهما، مفصولين بفاصلة).' },
  OPEN311_INVALID_DATE: {
    en: '{{name}} must be an ISO 8601 date or date and time, e.g. 2026-11-28T09:30:00Z.',
    de: '{{name}} muss ein Datum oder Datum mit Uhrzeit nach ISO 8601 sein, z. B. 2026-11-28T09:30:00Z.', ar: 'يجب أن يكون {{name}} تاريخًا أو تاريخًا ووقتًا بصيغة ISO 8601، مثل 2026-11-28T09:30:00Z.',
  },
  OPEN311_DATE_ORDER: { en: 'end_date must not be before start_date.', de: 'end_date darf nicht vor start_date liegen.', ar: 'يجب ألا يكون end_date قبل start_date.' },
  OPEN311_DATE_SPAN: { en: 'start_date and end_date may be at most 90 days apart.', de: 'start_date und end_date dürfen höchstens 90 Tage auseinanderliegen.', ar: 'يجوز أن يفصل بين start_date وend_date تسعون يومًا على الأكثر.' },
  OPEN311_INVALID_API_KEY: {
    en: 'Invalid api_key: registered partners get one from the CleanQuest operator.',
    de: 'Ungültiger api_key: Registrierte Partner erhalten einen von den Betreibern von CleanQuest.', ar: 'api_key غير صالح: يحصل الشركاء المسجَّلون على واحد من الجهة المشغِّلة لـ CleanQuest.',
  },
  OPEN311_POSITION_REQUIRED: {
    en: 'lat and long, or an address_string, are required.',
    de: 'lat und long oder ein address_string sind nötig.', ar: 'lat وlong، أو address_string، مطلوبة.',
  },
  OPEN311_ADDRESS_NOT_FOUND: {
    en: 'address_string could not be found on the map: send lat and long.',
    de: 'address_string wurde auf der Karte nicht gefunden: Sende lat und long.', ar: 'تعذّر العثور على address_string على الخريطة: أرسل lat وlong.',
  },
  OPEN311_MEDIA_REQUIRED: {
    en: 'media_url is required: every CleanQuest report carries a photo of the litter.',
    de: 'media_url ist nötig: Jede CleanQuest-Meldung hat ein Foto vom Müll.', ar: 'media_url مطلوب: كل بلاغ في CleanQuest يحمل صورة للنفايات.',
  },
  MEDIA_URL_INVALID: { en: 'media_url must be an http or https URL.', de: 'media_url muss eine http- oder https-URL sein.', ar: 'يجب أن يكون media_url عنوان URL بـ http أو https.' },
  MEDIA_URL_REFUSED: {
    en: 'media_url leads to a private, loopback or link-local address, which this server does not fetch.',
    de: 'media_url führt zu einer privaten, Loopback- oder Link-Local-Adresse, von der dieser Server nichts abruft.', ar: 'يؤدي media_url إلى عنوان خاص أو عنوان استرجاع (loopback) أو عنوان محلي للوصلة (link-local)، ولا يجلبه هذا الخادم.',
  },
  MEDIA_URL_UNREACHABLE: {
    en: 'media_url could not be fetched: the host does not resolve or did not answer.',
    de: 'media_url konnte nicht abgerufen werden: Der Host ist unbekannt oder hat nicht geantwortet.', ar: 'تعذّر جلب media_url: المضيف لا يُحَل أو لم يُجب.',
  },
  MEDIA_URL_REDIRECTS: { en: 'media_url redirected too often.', de: 'media_url wurde zu oft weitergeleitet.', ar: 'أعاد media_url التوجيه مرات كثيرة جدًا.' },
  MEDIA_URL_STATUS: { en: 'media_url answered HTTP {{status}} instead of the photo.', de: 'media_url hat mit HTTP {{status}} statt mit dem Foto geantwortet.', ar: 'أجاب media_url بـ HTTP {{status}} بدلًا من الصورة.' },
  MEDIA_URL_TOO_LARGE: { en: 'The photo at media_url is larger than {{size}} MB.', de: 'Das Foto unter media_url ist größer als {{size}} MB.', ar: 'الصورة في media_url أكبر من {{size}} ميغابايت.' },
  MEDIA_URL_TIMEOUT: { en: 'media_url did not send the photo within {{seconds}} seconds.', de: 'media_url hat das Foto nicht innerhalb von {{seconds}} Sekunden gesendet.', ar: 'لم يرسل media_url الصورة خلال {{seconds}} ثانية.' },
  'RATE_LIMITED.open311': {
    en: TOO_MANY_OPEN311_REQUESTS,
    de: 'Zu viele Anfragen mit diesem api_key in kurzer Zeit. Bitte warte eine Weile und versuche es dann erneut.', ar: 'طلبات كثيرة جدًا بهذا api_key في وقت قصير. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  },
  'VALIDATION_FAILED.open311Format': { en: F.format, de: 'Das Format muss json oder xml sein', ar: 'يجب أن تكون الصيغة json أو xml' },
  'VALIDATION_FAILED.open311ApiKey': { en: F.apiKey, de: 'api_key ist nötig', ar: 'api_key مطلوب' },
  'VALIDATION_FAILED.open311ServiceCode': { en: F.serviceCode, de: 'service_code ist nötig', ar: 'service_code مطلوب' },
  'VALIDATION_FAILED.open311Lat': { en: F.lat, de: 'lat muss eine Zahl von -90 bis 90 sein', ar: 'يجب أن يكون lat رقمًا من -90 إلى 90' },
  'VALIDATION_FAILED.open311Long': { en: F.long, de: 'long muss eine Zahl von -180 bis 180 sein', ar: 'يجب أن يكون long رقمًا من -180 إلى 180' },
  'VALIDATION_FAILED.open311Description': { en: F.description, de: 'description darf höchstens 1000 Zeichen lang sein', ar: 'يجب ألا يتجاوز description ألف حرف' },
  'VALIDATION_FAILED.open311Address': { en: F.address, de: 'address_string darf höchstens 300 Zeichen lang sein', ar: 'يجب ألا يتجاوز address_string ثلاثمئة حرف' },
  'VALIDATION_FAILED.open311MediaUrl': { en: F.mediaUrl, de: 'media_url darf höchstens 2000 Zeichen lang sein', ar: 'يجب ألا يتجاوز media_url ألفي حرف' },
  'VALIDATION_FAILED.open311TooLong': { en: F.tooLong, de: 'Ein Abfrageparameter ist zu lang', ar: 'أحد معاملات الاستعلام طويل جدًا' },
} as const satisfies ErrorTextCatalogue;
