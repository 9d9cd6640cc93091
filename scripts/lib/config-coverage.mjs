/**
 * Proves that the options documented under docs/config exist in the pinned
 * @rstest/core: each option page's name must be a key of RstestConfig, and each
 * `## option.sub` heading of a build-option page must be a key of that option's
 * type. Type-checked with the TypeScript compiler against the package's own
 * declarations, so nothing is parsed by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { headings } from './markdown.mjs';

/** The `option` and `option.sub` names a page documents. */
export function documentedOptions(option, source) {
  const subs = headings(source)
    .map((heading) => new RegExp(`^\`?${option}\\.(\\w+)\`?$`).exec(heading.text.trim()))
    .filter(Boolean)
    .map((match) => match[1]);
  return { option, subs: [...new Set(subs)] };
}

/** TypeScript source that fails to compile if any documented name is missing. */
export function coverageSource(entries) {
  const lines = ["import type { RstestConfig } from '@rstest/core';", 'type Keys<T> = keyof NonNullable<T>;'];
  entries.forEach(({ option, subs, page }, index) => {
    lines.push(`// ${page}`);
    lines.push(`const option${index}: keyof RstestConfig = '${option}';`);
    subs.forEach((sub, subIndex) => lines.push(`const option${index}_${subIndex}: Keys<RstestConfig['${option}']> = '${sub}';`));
  });
  lines.push('export {};');
  return lines.join('\n');
}

/** Compiles the coverage source inside the site (so @rstest/core resolves); returns tsc's errors. */
export function typeCheckCoverage(siteDir, source) {
  const cacheDir = path.join(siteDir, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cacheDir, 'config-coverage-'));
  try {
    fs.writeFileSync(path.join(dir, 'coverage.ts'), source);
    const tsc = path.join(siteDir, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = spawnSync(process.execPath, [tsc, '--noEmit', '--strict', '--skipLibCheck', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', path.join(dir, 'coverage.ts')], { encoding: 'utf8' });
    return result.status === 0 ? [] : (result.stdout + result.stderr).trim().split('\n').filter(Boolean);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

