/**
 * A strict RFC 4180 reader for tests: records end with CRLF (the last one may lack it), fields are
 * separated by commas, a field in double quotes may hold commas, CRLF and doubled quotes. Anything
 * else (a bare LF or CR, a quote inside an unquoted field, text after a closing quote, an unclosed
 * quote, records of different lengths) throws, so a test reading a file with it checks the format too.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`not RFC 4180 at offset ${i} (record ${records.length + 1}): ${why}`);
  };
  if (text === '') return records;
  for (;;) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) fail('a quoted field is not closed');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') fail('a double quote inside an unquoted field');
        field += text[i++];
      }
    }
    record.push(field);
    if (i >= text.length) break;
    if (text[i] === ',') {
      i++;
      continue;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') {
      i += 2;
      records.push(record);
      record = [];
      if (i >= text.length) return check(records);
      continue;
    }
    fail(`unexpected ${JSON.stringify(text[i])} after a field`);
  }
  records.push(record);
  return check(records);
}

function check(records: string[][]): string[][] {
  const width = records[0]?.length ?? 0;
  const uneven = records.findIndex((r) => r.length !== width);
  if (uneven >= 0) throw new Error(`not RFC 4180: record ${uneven + 1} has ${records[uneven]!.length} fields, the first has ${width}`);
  return records;
}
