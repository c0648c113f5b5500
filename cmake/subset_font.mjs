// Subsets a TrueType font to the characters the web UI draws, for the web bundle's download.
//   node subset_font.mjs <in.ttf> <out.ttf> <ranges>
// <ranges> is a list like "20-7E,A0-FF,2010-206F" (hexadecimal code points). The result keeps
// those characters' glyphs (and the parts of composite glyphs) renumbered, with the tables
// Dear ImGui's stb_truetype reads: cmap (rewritten, format 4), head, hhea, hmtx, maxp, loca, glyf.
// Hinting, kerning and layout tables are dropped: ImGui uses none of them.
import fs from 'node:fs';

export function subsetFont(font, codePoints) {
  const tables = readTables(font);
  for (const tag of ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'loca', 'glyf']) {
    if (!tables[tag]) throw new Error(`the font has no ${tag} table`);
  }
  const head = Buffer.from(tables.head);
  const longLoca = head.readInt16BE(50) === 1;
  const numGlyphs = tables.maxp.readUInt16BE(4);
  const glyphAt = (g) => {
    const start = longLoca ? tables.loca.readUInt32BE(g * 4) : tables.loca.readUInt16BE(g * 2) * 2;
    const end = longLoca ? tables.loca.readUInt32BE(g * 4 + 4) :
      tables.loca.readUInt16BE(g * 2 + 2) * 2;
    return tables.glyf.subarray(start, end);
  };
  const lookup = readCmap(tables.cmap);

  // The glyphs kept: .notdef, each character's glyph, and the components of composites.
  const kept = [0];
  const index = new Map([[0, 0]]);
  const keep = (g) => {
    if (index.has(g)) return;
    index.set(g, kept.length);
    kept.push(g);
    for (const part of components(glyphAt(g))) keep(part.glyph);
  };
  const mapping = [];
  for (const c of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const g = lookup(c);
    if (g > 0 && g < numGlyphs) {
      keep(g);
      mapping.push([c, g]);
    }
  }

  // glyf and loca (long offsets), composites pointing at the new glyph numbers.
  const pieces = [];
  const loca = Buffer.alloc((kept.length + 1) * 4);
  let offset = 0;
  kept.forEach((g, i) => {
    const data = Buffer.from(glyphAt(g));
    for (const part of components(data)) data.writeUInt16BE(index.get(part.glyph), part.at);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    loca.writeUInt32BE(offset, i * 4);
    pieces.push(padded);
    offset += padded.length;
  });
  loca.writeUInt32BE(offset, kept.length * 4);

  // hmtx: a full metric for every kept glyph.
  const metrics = tables.hhea.readUInt16BE(34);
  const hmtx = Buffer.alloc(kept.length * 4);
  kept.forEach((g, i) => {
    const m = Math.min(g, metrics - 1);
    hmtx.writeUInt16BE(tables.hmtx.readUInt16BE(m * 4), i * 4);
    const lsb = g < metrics ? tables.hmtx.readInt16BE(g * 4 + 2) :
      tables.hmtx.readInt16BE(metrics * 4 + (g - metrics) * 2);
    hmtx.writeInt16BE(lsb, i * 4 + 2);
  });
  const hhea = Buffer.from(tables.hhea);
  hhea.writeUInt16BE(kept.length, 34);
  const maxp = Buffer.from(tables.maxp);
  maxp.writeUInt16BE(kept.length, 4);
  head.writeInt16BE(1, 50);
  head.writeUInt32BE(0, 8);  // checkSumAdjustment, set below

  const out = {cmap: writeCmap(mapping.map(([c, g]) => [c, index.get(g)])), glyf:
    Buffer.concat(pieces), head, hhea, hmtx, loca, maxp};
  for (const tag of ['OS/2', 'name']) if (tables[tag]) out[tag] = tables[tag];
  out.post = Buffer.from([0, 3, 0, 0, ...tables.post.subarray(4, 32)]);
  const file = writeTables(out);
  const adjustment = (0xB1B0AFBA - checksum(file)) >>> 0;
  const headAt = file.indexOf(Buffer.from('head')) + 8;
  file.writeUInt32BE(adjustment, file.readUInt32BE(headAt) + 8);
  return {font: file, glyphs: kept.length, characters: mapping.length};
}

function readTables(font) {
  const tables = {};
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = font.toString('latin1', at, at + 4);
    const offset = font.readUInt32BE(at + 8);
    tables[tag] = font.subarray(offset, offset + font.readUInt32BE(at + 12));
  }
  return tables;
}

// Answers code point -> glyph from the Windows Unicode subtable (format 12 or 4).
export function readCmap(cmap) {
  const count = cmap.readUInt16BE(2);
  let best = null;
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const table = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    const format = table.readUInt16BE(0);
    if (platform === 3 && encoding === 10 && format === 12) best = table;
    if (platform === 3 && encoding === 1 && format === 4 && !best) best = table;
  }
  if (!best) throw new Error('the font has no Windows Unicode cmap');
  if (best.readUInt16BE(0) === 12) {
    const groups = best.readUInt32BE(12);
    return (c) => {
      for (let i = 0; i < groups; i++) {
        const start = best.readUInt32BE(16 + i * 12);
        const end = best.readUInt32BE(20 + i * 12);
        if (c >= start && c <= end) return best.readUInt32BE(24 + i * 12) + c - start;
      }
      return 0;
    };
  }
  const segments = best.readUInt16BE(6) / 2;
  const ends = 14, starts = 16 + segments * 2, deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  return (c) => {
    for (let i = 0; i < segments; i++) {
      if (c > best.readUInt16BE(ends + i * 2)) continue;
      const start = best.readUInt16BE(starts + i * 2);
      if (c < start) return 0;
      const delta = best.readUInt16BE(deltas + i * 2);
      const range = best.readUInt16BE(ranges + i * 2);
      if (range === 0) return (c + delta) & 0xFFFF;
      const g = best.readUInt16BE(ranges + i * 2 + range + (c - start) * 2);
      return g === 0 ? 0 : (g + delta) & 0xFFFF;
    }
    return 0;
  };
}

// The components of a composite glyph: {glyph, at} with `at` the offset of its glyph number.
function components(glyph) {
  if (glyph.length < 10 || glyph.readInt16BE(0) >= 0) return [];
  const parts = [];
  let at = 10;
  for (;;) {
    const flags = glyph.readUInt16BE(at);
    parts.push({glyph: glyph.readUInt16BE(at + 2), at: at + 2});
    at += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) at += 2;
    else if (flags & 0x0040) at += 4;
    else if (flags & 0x0080) at += 8;
    if (!(flags & 0x0020)) return parts;
  }
}

// A format 4 cmap (Windows Unicode BMP) from sorted [code point, glyph] pairs.
function writeCmap(mapping) {
  const segments = [];
  for (const [c, g] of mapping) {
    const last = segments.at(-1);
    if (last && c === last.end + 1 && g === last.glyph + (c - last.start)) last.end = c;
    else segments.push({start: c, end: c, glyph: g});
  }
  segments.push({start: 0xFFFF, end: 0xFFFF, glyph: 0});
  const n = segments.length;
  const sub = Buffer.alloc(16 + n * 8);
  const log = Math.floor(Math.log2(n));
  [4, sub.length, 0, n * 2, 2 ** (log + 1), log, n * 2 - 2 ** (log + 1)]
    .forEach((v, i) => sub.writeUInt16BE(v, i * 2));
  segments.forEach((s, i) => {
    sub.writeUInt16BE(s.end, 14 + i * 2);
    sub.writeUInt16BE(s.start, 16 + n * 2 + i * 2);
    sub.writeUInt16BE(s.start === 0xFFFF ? 1 : (s.glyph - s.start) & 0xFFFF, 16 + n * 4 + i * 2);
  });
  const header = Buffer.alloc(12);
  [0, 1, 3, 1].forEach((v, i) => header.writeUInt16BE(v, i * 2));
  header.writeUInt32BE(12, 8);
  return Buffer.concat([header, sub]);
}

function checksum(data) {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function writeTables(tables) {
  const tags = Object.keys(tables).sort();
  const n = tags.length;
  const log = Math.floor(Math.log2(n));
  const header = Buffer.alloc(12 + n * 16);
  header.writeUInt32BE(0x00010000, 0);
  [n, 16 * 2 ** log, log, n * 16 - 16 * 2 ** log].forEach((v, i) => header.writeUInt16BE(v,
    4 + i * 2));
  const bodies = [];
  let offset = header.length;
  tags.forEach((tag, i) => {
    const data = tables[tag];
    header.write(tag.padEnd(4), 12 + i * 16, 'latin1');
    header.writeUInt32BE(checksum(data), 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(data.length, 24 + i * 16);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

export function parseRanges(text) {
  const points = [];
  for (const range of text.split(',')) {
    const [from, to = from] = range.split('-').map((h) => parseInt(h, 16));
    if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) {
      throw new Error(`not a range of hexadecimal code points: "${range}"`);
    }
    for (let c = from; c <= to; c++) points.push(c);
  }
  return points;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [input, output, ranges] = process.argv.slice(2);
  if (!ranges) {
    console.error('usage: subset_font.mjs <in.ttf> <out.ttf> <ranges, e.g. 20-7E,A0-FF>');
    process.exit(2);
  }
  try {
    const source = fs.readFileSync(input);
    const {font, glyphs, characters} = subsetFont(source, parseRanges(ranges));
    if (!fs.existsSync(output) || Buffer.compare(fs.readFileSync(output), font) !== 0) {
      fs.writeFileSync(output, font);
    }
    console.log(`subset_font: ${output}: ${characters} characters, ${glyphs} glyphs, ` +
      `${font.length} bytes (from ${source.length})`);
  } catch (error) {
    console.error(`subset_font: ${input}: ${error.message}`);
    process.exit(1);
  }
}
