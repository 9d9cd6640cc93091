#!/usr/bin/env node
/**
 * Renders static/img/og-image.png (1200×630), the Open Graph / Twitter card image,
 * from a small HTML card with Debian's Chromium. Run again after changing the
 * logo or the text: node scripts/make-og-image.mjs
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const logo = fs.readFileSync('static/img/rstest-logo.svg', 'utf8');
const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;justify-content:center;
  background:radial-gradient(circle at 20% 20%,#ffe3d6,transparent 45%),radial-gradient(circle at 85% 80%,#ffd2bf,transparent 40%),#fff8f4;
  font-family:'DejaVu Sans',sans-serif;color:#1c1e21">
  <div style="display:flex;align-items:center;gap:48px;padding:0 80px">
    <div style="width:220px;height:220px">${logo.replace('width="64" height="64"', 'width="220" height="220"')}</div>
    <div>
      <div style="font-size:96px;font-weight:800;letter-spacing:-2px">Rstest</div>
      <div style="font-size:36px;line-height:1.35;margin-top:16px;max-width:760px;color:#3a3d42">A JavaScript testing framework powered by Rspack, with first-class support for the Rspack ecosystem</div>
    </div>
  </div></body></html>`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'static/img/og-image.png' });
await browser.close();
console.log('wrote static/img/og-image.png');
