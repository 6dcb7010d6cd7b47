/**
 * A small XML writer for GeoReport v2's answers: objects become elements named by their keys (in
 * order), lists become repeated elements named by the list's item name, text is escaped. Nothing
 * else of XML is needed (no attributes, namespaces or mixed content).
 */

export type XmlScalar = string | number | boolean;
export type XmlValue = XmlScalar | null | undefined | XmlValue[] | { [name: string]: XmlValue };

/** Element names this writer accepts: GeoReport v2's are lower-case words with underscores. */
const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/**
 * Characters XML 1.0 cannot hold at all, even escaped: C0 controls except tab, line feed and
 * carriage return, lone UTF-16 surrogates, U+FFFE and U+FFFF. They are dropped.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data: the five special characters escaped, characters XML cannot hold dropped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

function scalar(value: XmlScalar): string {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError(`XML: ${value} is not a number one can write`);
  return escapeXml(String(value));
}

/**
 * One element and its content. `items` names the elements of each list by the list's own name
 * (`{ services: 'service', formats: 'format' }`); a list without one is refused. null and undefined
 * are left out (an optional field absent), an empty list or object is an empty element.
 */
function element(name: string, value: XmlValue, items: Readonly<Record<string, string>>, indent: string): string {
  if (!NAME.test(name)) throw new TypeError(`XML: "${name}" is not an element name`);
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    const item = items[name];
    if (!item) throw new TypeError(`XML: no item name for the list "${name}"`);
    const inner = value.map((v) => element(item, v, items, `${indent}  `)).join('');
    return inner ? `${indent}<${name}>\n${inner}${indent}</${name}>\n` : `${indent}<${name}/>\n`;
  }
  if (typeof value === 'object') {
    const inner = Object.entries(value)
      .map(([k, v]) => element(k, v, items, `${indent}  `))
      .join('');
    return inner ? `${indent}<${name}>\n${inner}${indent}</${name}>\n` : `${indent}<${name}/>\n`;
  }
  return `${indent}<${name}>${scalar(value)}</${name}>\n`;
}

/** A whole document: the declaration and the root element holding `value`. */
export function xmlDocument(root: string, value: XmlValue, items: Readonly<Record<string, string>> = {}): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${element(root, value, items, '') || `<${root}/>\n`}`;
}
