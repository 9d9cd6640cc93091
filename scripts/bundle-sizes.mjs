/**
 * Which modules the minified bytes of a built script come from, read from its
 * source map (an analysis build: README, "Bundle analysis", writes them).
 * Prints, per file, the bytes each owner (npm package or our folder) and each
 * of the largest modules takes after minification, and the file's gzip size.
 * With --share, also the gzip bytes the sources whose path contains that text
 * account for: the file compressed without their bytes, against the whole.
 *
 *   node scripts/bundle-sizes.mjs /tmp/analysis/assets/js/main.*.js [--top 40] [--share registry.js …]
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '30' }, share: { type: 'string', multiple: true, default: [] } } });

/** npm package or our own top folder of a source path in a map. */
function ownerOfSource(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const local = /(?:^|\/)(src|plugins|docs|i18n|blog|\.docusaurus)\/([^/]+)?/.exec(source);
  return local ? `${local[1]}/${local[2] ?? ''}` : source.replace(/^webpack:\/\/\/?/, '').slice(0, 60);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

for (const file of positionals) {
  const code = fs.readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const whole = zlib.gzipSync(code).length;
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
  const bySource = new Map();
  const rangesBySource = new Map();
  let unmapped = 0;
  await SourceMapConsumer.with(map, null, (consumer) => {
    // Each mapping covers the generated text up to the next mapping on its line.
    let previous = null;
    const close = (line, column) => {
      if (!previous) return;
      const end = line === previous.line ? column : lines[previous.line - 1].length;
      const length = Math.max(0, end - previous.column);
      if (previous.source) {
        bySource.set(previous.source, (bySource.get(previous.source) ?? 0) + length);
        if (!rangesBySource.has(previous.source)) rangesBySource.set(previous.source, []);
        rangesBySource.get(previous.source).push([previous.line - 1, previous.column, previous.column + length]);
      } else unmapped += length;
    };
    consumer.eachMapping((mapping) => {
      close(mapping.generatedLine, mapping.generatedColumn);
      previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
    }, null, SourceMapConsumer.GENERATED_ORDER);
    close(lines.length + 1, 0);
  });
  const owners = new Map();
  for (const [source, bytes] of bySource) owners.set(ownerOfSource(source), (owners.get(ownerOfSource(source)) ?? 0) + bytes);
  const top = Number(values.top);
  console.log(`${file}: ${kb(code.length)} KB minified, ${kb(whole)} KB gzip, ${kb(unmapped)} KB not mapped to a source`);
  console.log('  by owner:');
  for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`    ${kb(bytes).padStart(7)} KB  ${owner}`);
  console.log('  largest modules:');
  for (const [source, bytes] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`    ${kb(bytes).padStart(7)} KB  ${source.replace(/^webpack:\/\/\/?/, '')}`);
  if (values.share.length > 0) {
    console.log('  gzip share (the file compressed without these sources, against the whole):');
    for (const text of values.share) {
      // Source-map columns count UTF-16 code units, as split('') does.
      const kept = lines.map((line) => line.split(''));
      let bytes = 0;
      for (const [source, ranges] of rangesBySource) {
        if (!source.includes(text)) continue;
        for (const [line, from, to] of ranges) for (let column = from; column < to; column++) kept[line][column] = '';
        bytes += bySource.get(source);
      }
      const without = zlib.gzipSync(kept.map((line) => line.join('')).join('\n')).length;
      console.log(`    ${kb(whole - without).padStart(7)} KB gzip (${kb(bytes)} KB minified)  ${text}`);
    }
  }
}
