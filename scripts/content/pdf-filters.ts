/**
 * The standard PDF stream filters that hold PDF syntax or text (ISO 32000-1, 7.4): FlateDecode
 * (with PNG and TIFF predictors), LZWDecode, ASCIIHexDecode, ASCII85Decode and RunLengthDecode.
 * Image-only filters (DCT, JPX, CCITT fax, JBIG2) and Crypt are not decoded: pdf-safety.ts allows
 * them only on images. Every decoder writes into a shared budget, so that a small file cannot
 * make the check use much memory.
 */
import { constants, inflateSync } from 'node:zlib';
import { isDict, isName, type PdfDict, type PdfValue } from './pdf-syntax';

export class FilterError extends Error {}

/** The long names of the filters, from their abbreviations in inline images and old files. */
const ALIASES: Record<string, string> = {
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  Fl: 'FlateDecode',
  RL: 'RunLengthDecode',
  CCF: 'CCITTFaxDecode',
  DCT: 'DCTDecode',
};

export const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);
export const TEXT_FILTERS = new Set([
  'FlateDecode',
  'LZWDecode',
  'ASCIIHexDecode',
  'ASCII85Decode',
  'RunLengthDecode',
]);

/** Decoded bytes per file. */
export class Budget {
  left: number;
  constructor(readonly max: number) {
    this.left = max;
  }
  take(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw new FilterError('too large');
  }
}

/** Bytes written one at a time into a buffer that doubles (a number[] would take 8 bytes per byte). */
class Bytes {
  private buffer = Buffer.alloc(1024);
  private length = 0;
  push(...bytes: number[]): void {
    if (this.length + bytes.length > this.buffer.length) {
      const bigger = Buffer.alloc(Math.max(this.buffer.length * 2, this.length + bytes.length));
      this.buffer.copy(bigger, 0, 0, this.length);
      this.buffer = bigger;
    }
    for (const byte of bytes) this.buffer[this.length++] = byte;
  }
  done(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/** The stream's filters and their parameters, in order. */
export function filtersOf(dict: PdfDict): Array<{ name: string; parms: PdfDict | undefined }> {
  const filter = dict.entries.get('Filter');
  const parms = dict.entries.get('DecodeParms');
  const names: PdfValue[] =
    filter === undefined || filter === null ? [] : Array.isArray(filter) ? filter : [filter];
  const allParms: PdfValue[] = Array.isArray(parms) ? parms : [parms ?? null];
  return names.map((name, index) => {
    if (!isName(name)) throw new FilterError('a filter that is not a name');
    const own = allParms[index];
    return { name: ALIASES[name.name] ?? name.name, parms: isDict(own) ? own : undefined };
  });
}

function asciiHex(data: Buffer, budget: Budget): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('>');
  const digits = (end === -1 ? text : text.slice(0, end)).replace(/[\0\t\n\f\r ]/g, '');
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw new FilterError('ASCIIHexDecode: not hexadecimal');
  budget.take(Math.ceil(digits.length / 2));
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85(data: Buffer, budget: Budget): Buffer {
  let text = data.toString('latin1').replace(/[\0\t\n\f\r ]/g, '');
  if (text.startsWith('<~')) text = text.slice(2);
  const end = text.indexOf('~>');
  if (end !== -1) text = text.slice(0, end);
  const out = new Bytes();
  let group: number[] = [];
  const flush = (count: number) => {
    const padded = [...group, 84, 84, 84, 84].slice(0, 5);
    let value = 0;
    for (const digit of padded) value = value * 85 + digit;
    if (value > 0xffffffff) throw new FilterError('ASCII85Decode: a group out of range');
    const bytes = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    out.push(...bytes.slice(0, count));
    budget.take(count);
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      budget.take(4);
      continue;
    }
    const code = char.charCodeAt(0) - 33;
    if (code < 0 || code > 84) throw new FilterError('ASCII85Decode: a character out of range');
    group.push(code);
    if (group.length === 5) flush(4);
  }
  if (group.length === 1) throw new FilterError('ASCII85Decode: a lone character at the end');
  if (group.length > 0) flush(group.length - 1);
  return out.done();
}

function runLength(data: Buffer, budget: Budget): Buffer {
  const out: Buffer[] = [];
  for (let at = 0; at < data.length;) {
    const length = data[at++]!;
    if (length === 128) break;
    if (length < 128) {
      budget.take(length + 1);
      out.push(data.subarray(at, at + length + 1));
      at += length + 1;
    } else {
      budget.take(257 - length);
      out.push(Buffer.alloc(257 - length, data[at++] ?? 0));
    }
  }
  return Buffer.concat(out);
}

function lzw(data: Buffer, budget: Budget, parms: PdfDict | undefined): Buffer {
  const early = parms?.entries.get('EarlyChange') === 0 ? 0 : 1;
  const table: number[][] = [];
  const reset = () => {
    table.length = 0;
    for (let i = 0; i < 256; i++) table.push([i]);
    table.push([], []); // 256 clear, 257 end
  };
  reset();
  const out = new Bytes();
  let width = 9;
  let bits = 0;
  let buffer = 0;
  let previous: number[] | undefined;
  for (const byte of data) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      buffer &= (1 << bits) - 1;
      if (code === 256) {
        reset();
        width = 9;
        previous = undefined;
        continue;
      }
      if (code === 257) return out.done();
      let entry: number[];
      if (code < table.length) entry = table[code]!;
      else if (code === table.length && previous) entry = [...previous, previous[0]!];
      else throw new FilterError('LZWDecode: a code out of range');
      budget.take(entry.length);
      out.push(...entry);
      if (previous && table.length < 4096) table.push([...previous, entry[0]!]);
      previous = entry;
      const next = table.length + early;
      width = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
    }
  }
  return out.done();
}

function flate(data: Buffer, budget: Budget): Buffer {
  try {
    // Sync flush: a stream cut short (common in real files) gives what it holds, as readers do.
    const out = inflateSync(data, {
      maxOutputLength: Math.max(1, budget.left),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    budget.take(out.length);
    return out;
  } catch (error) {
    if (error instanceof FilterError) throw error; // the budget's own "too large"
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new FilterError('too large');
    throw new FilterError(`FlateDecode: ${(error as Error).message}`);
  }
}

/** Undoes a PNG (10-15) or TIFF (2) predictor; throws for another. */
export function unpredict(data: Buffer, parms: PdfDict | undefined): Buffer {
  const get = (key: string, fallback: number) => {
    const value = parms?.entries.get(key);
    return typeof value === 'number' ? value : fallback;
  };
  const predictor = get('Predictor', 1);
  if (predictor === 1) return data;
  const colors = get('Colors', 1);
  const bpc = get('BitsPerComponent', 8);
  const columns = get('Columns', 1);
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLength = Math.ceil((colors * bpc * columns) / 8);
  if (!(rowLength > 0 && rowLength < 1 << 24)) throw new FilterError('a predictor with impossible columns');
  if (predictor === 2) {
    if (bpc !== 8) throw new FilterError('a TIFF predictor on other than 8-bit values');
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowLength) {
      for (let i = bytesPerPixel; i < rowLength && row + i < out.length; i++) {
        out[row + i] = (out[row + i]! + out[row + i - bytesPerPixel]!) & 255;
      }
    }
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new FilterError(`predictor ${predictor}`);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  for (let row = 0; row < rows; row++) {
    const type = data[row * (rowLength + 1)]!;
    const source = row * (rowLength + 1) + 1;
    const target = row * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[source + i]!;
      const left = i >= bytesPerPixel ? out[target + i - bytesPerPixel]! : 0;
      const up = row > 0 ? out[target - rowLength + i]! : 0;
      const upLeft = row > 0 && i >= bytesPerPixel ? out[target - rowLength + i - bytesPerPixel]! : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else throw new FilterError(`PNG predictor row type ${type}`);
      out[target + i] = value & 255;
    }
  }
  return out;
}

/** The stream's data through every filter; throws FilterError for one it cannot decode. */
export function decodeStream(data: Buffer, dict: PdfDict, budget: Budget): Buffer {
  let out = data;
  for (const { name, parms } of filtersOf(dict)) {
    if (name === 'FlateDecode') out = unpredict(flate(out, budget), parms);
    else if (name === 'LZWDecode') out = unpredict(lzw(out, budget, parms), parms);
    else if (name === 'ASCIIHexDecode') out = asciiHex(out, budget);
    else if (name === 'ASCII85Decode') out = ascii85(out, budget);
    else if (name === 'RunLengthDecode') out = runLength(out, budget);
    else throw new FilterError(IMAGE_FILTERS.has(name) ? `image filter ${name}` : `filter ${name}`);
  }
  return out;
}
