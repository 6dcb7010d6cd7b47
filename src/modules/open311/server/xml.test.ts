import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeXml, xmlDocument } from './xml';

const parse = (xml: string) => new XMLParser({ parseTagValue: false, isArray: (name) => ['service', 'format'].includes(name) }).parse(xml) as Record<string, unknown>;

describe('the GeoReport v2 XML writer', () => {
  it('writes objects as elements in key order and lists as repeated items, under one root', () => {
    const xml = xmlDocument(
      'services',
      [
        { service_code: 'plastic', metadata: false, group: 'Litter' },
        { service_code: 'organic', metadata: false, group: 'Litter' },
      ],
      { services: 'service' },
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<services>\n  <service>\n    <service_code>plastic</service_code>\n    <metadata>false</metadata>\n    <group>Litter</group>\n  </service>\n' +
        '  <service>\n    <service_code>organic</service_code>\n    <metadata>false</metadata>\n    <group>Litter</group>\n  </service>\n</services>\n',
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parse(xml)).toEqual({ '?xml': '', services: { service: [{ service_code: 'plastic', metadata: 'false', group: 'Litter' }, { service_code: 'organic', metadata: 'false', group: 'Litter' }] } });
  });

  it('escapes the five special characters and drops characters XML cannot hold, so any text round-trips', () => {
    const nasty = `Tom & Jerry's <b>"bottles"</b> ]]> \u0001\u0008 tab\tnewline\n umlaut ä 🧴 \uD800 end`;
    const xml = xmlDocument('request', { description: nasty });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<b>');
    expect(xml).toContain('Tom &amp; Jerry&apos;s &lt;b&gt;&quot;bottles&quot;&lt;/b&gt; ]]&gt;');
    const back = new XMLParser({ parseTagValue: false, trimValues: false, processEntities: true, htmlEntities: false }).parse(xml) as { request: { description: string } };
    expect(back.request.description).toBe(nasty.replace('\u0001\u0008', '').replace('\uD800', ''));
    expect(escapeXml('a\uFFFEb\uFFFFc')).toBe('abc');
  });

  it('leaves out absent fields, writes empty lists and objects as empty elements, and nests lists in lists', () => {
    const xml = xmlDocument('discovery', { changeset: 'x', contact: undefined, key_service: null, endpoints: [{ url: 'https://a/open311/v2', formats: ['application/json', 'text/xml'] }], attributes: [] }, { endpoints: 'endpoint', formats: 'format', attributes: 'attribute' });
    expect(xml).not.toContain('contact');
    expect(xml).not.toContain('key_service');
    expect(xml).toContain('<attributes/>');
    expect(parse(xml)).toMatchObject({ discovery: { changeset: 'x', endpoints: { endpoint: { url: 'https://a/open311/v2', formats: { format: ['application/json', 'text/xml'] } } }, attributes: '' } });
  });

  it('refuses what it cannot write well-formed: bad element names, lists without an item name, non-finite numbers', () => {
    expect(() => xmlDocument('a b', 'x')).toThrow('not an element name');
    expect(() => xmlDocument('root', { '<x>': 1 })).toThrow('not an element name');
    expect(() => xmlDocument('services', [{ a: 1 }])).toThrow('no item name for the list "services"');
    expect(() => xmlDocument('root', { lat: Number.NaN })).toThrow('not a number');
  });
});
