#!/usr/bin/env node
/**
 * Screenshots for reviewing the look of pages: every given path at 1280 and 375 px
 * (or --widths 1280,800,375), light and dark. Usage:
 *   node scripts/screenshots.mjs [--base URL] [--out DIR] [--widths LIST] /path ...
 * Needs a running server (npm run serve) and Debian's Chromium. Paths under /zh/
 * are taken with a Chinese browser (zh-CN): with the language redirect on, an
 * English browser's first visit to a Chinese page goes to the English page.
 */
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string', default: 'http://localhost:3000' }, out: { type: 'string', default: 'tmp/screenshots' }, full: { type: 'boolean', default: false }, widths: { type: 'string', default: '1280,375' } },
});
const paths = positionals.length ? positionals : ['/'];
fs.mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const widths = values.widths.split(',').map(Number).filter((width) => width > 0);
for (const width of widths) {
  for (const scheme of ['light', 'dark']) {
    for (const p of paths) {
      const locale = /^\/zh(\/|$)/.test(p) ? 'zh-CN' : 'en-US';
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 740 }, colorScheme: scheme, locale });
      const page = await context.newPage();
      await page.goto(values.base + p, { waitUntil: 'networkidle' }).catch(() => {});
      await page.waitForTimeout(300);
      const name = `${p.replace(/[^\w]+/g, '_') || 'home'}-${width}-${scheme}.png`;
      await page.screenshot({ path: `${values.out}/${name}`, fullPage: values.full });
      console.log(`${values.out}/${name}`);
      await context.close();
    }
  }
}
await browser.close();
