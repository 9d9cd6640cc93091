#!/usr/bin/env node
/**
 * Writes src/data/searchSynonyms.json from the Chinese glossary
 * (../shared/i18n/zh-glossary.json): for each concept, the names a reader
 * may type for it (the English concept, the Chinese terms to use and the
 * variants to avoid), so that the search panel's ranking takes any of them
 * as naming the same page (src/utils/search/rank.ts, issue 39: the alias table
 * keeps true synonyms only). Run it after the glossary changes; a unit test
 * (tests/unit/searchRank.test.ts) fails while the file is out of date.
 *
 *   node scripts/search-synonyms.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { glossaryPath } from './lib/i18n-glossary.mjs';
import { synonymGroups } from './lib/search-synonyms.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const glossary = JSON.parse(fs.readFileSync(glossaryPath(siteDir), 'utf8'));
const outFile = path.join(siteDir, 'src', 'data', 'searchSynonyms.json');
fs.writeFileSync(outFile, `${JSON.stringify(synonymGroups(glossary), null, 2)}\n`);
console.log(`Wrote ${path.relative(siteDir, outFile)}.`);
