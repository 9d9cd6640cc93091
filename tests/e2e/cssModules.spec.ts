import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

/**
 * Issue 38: the production browser build takes the Markdown components'
 * stylesheets without their code (plugins/static-bodies/stylesOnlyLoader.js).
 * A stylesheet it missed would leave a server-rendered body unstyled, so every
 * CSS-module class (`name_hash`, Docusaurus's production naming) that a built
 * page uses must be defined in the stylesheet that page links.
 */
const buildDir = path.resolve(__dirname, '../../build');
const MODULE_CLASS = /^[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_-]{4}$/;

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

test('every CSS-module class of every built page is in its stylesheet', () => {
  const stylesheets = new Map<string, string>();
  const missing = new Map<string, string>();
  let checked = 0;
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const links = [...html.matchAll(/<link[^>]*rel=["']?stylesheet["']?[^>]*href=["']?([^"' >]+)/g)].map((match) => match[1]);
    if (links.length === 0) continue;
    const css = links
      .map((href) => {
        if (!stylesheets.has(href)) stylesheets.set(href, fs.readFileSync(path.join(buildDir, href), 'utf8'));
        return stylesheets.get(href)!;
      })
      .join('\n');
    for (const [, quoted, bare] of html.matchAll(/\sclass=(?:"([^"]*)"|([^\s>"']+))/g)) {
      for (const name of (quoted ?? bare).split(/\s+/)) {
        if (!MODULE_CLASS.test(name)) continue;
        checked += 1;
        if (!css.includes(`.${name}`)) missing.set(name, path.relative(buildDir, file));
      }
    }
  }
  expect(checked).toBeGreaterThan(1000);
  expect([...missing].map(([name, page]) => `${name} (${page})`)).toEqual([]);
});
