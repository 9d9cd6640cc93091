import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
const base=['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const extra=process.argv.slice(2);
const stat=()=>{const st=execSync("head -1 /proc/stat").toString().trim().split(/\s+/).slice(1,8).map(Number); return [st.reduce((a,b)=>a+b,0), st[3]];};
const browser = await chromium.launch({executablePath:'/usr/bin/chromium', args:[...base,...extra]});
const urls=['/config/test/retry','/guide/start/','/api/test-api/expect','/zh/config/test/pool','/config/test/coverage','/guide/basic/cli','/config/test/bail','/guide/basic/snapshot'];
const [a0,i0]=stat(); const t0=Date.now();
for(const u of urls){ const ctx=await browser.newContext(); const page=await ctx.newPage(); await page.goto('http://127.0.0.1:4199'+u); await page.waitForSelector('html[data-has-hydrated="true"]'); await ctx.close(); }
const [a1,i1]=stat();
console.log(extra.join(' ')||'baseline', 'wall', Date.now()-t0, 'busy cpu-s', (((a1-a0)-(i1-i0))/100).toFixed(1));
await browser.close();
