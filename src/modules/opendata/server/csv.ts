/**
 * RFC 4180 CSV: fields separated by commas, records ended by CRLF; a field holding a comma, a double
 * quote, CR or LF is enclosed in double quotes, with each double quote inside doubled. null and
 * undefined are empty fields.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF included. */
export function csvRecord(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
