import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect } from './support/fixtures';

// Its own port, next to the suite's (E2E_PORT + 10), so parallel runs of other
// checkouts do not collide.
const DEV_PORT = Number(process.env.E2E_PORT ?? 4173) + 10;
const origin = `http://127.0.0.1:${DEV_PORT}`;

/** `docusaurus start` for one locale; resolves once it answers. */
async function startDevServer(locale: 'en' | 'zh'): Promise<ChildProcess> {
  const child = spawn('npx', ['docusaurus', 'start', '--locale', locale, '--host', '127.0.0.1', '--port', String(DEV_PORT), '--no-open'], {
    env: { ...process.env, BROWSER: 'none' },
    // Its own process group, so the whole tree (npx, node) stops with it.
    detached: true,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`docusaurus start exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/${locale === 'zh' ? 'zh/' : ''}`).then((response) => response.ok, () => false);
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop(child);
  throw new Error('docusaurus start did not answer in time');
}

function stop(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// The dev server renders in the browser only (issue 23, part 6): code blocks
// there must be highlighted on the client, not left as empty boxes waiting for
// server HTML that never came. One server per locale, one after the other.
test.describe.serial('dev server (docusaurus start)', () => {
  test.setTimeout(240_000);

  for (const locale of ['en', 'zh'] as const) {
    test(`shows the code of code blocks (--locale ${locale})`, async ({ page, errors }) => {
      const server = await startDevServer(locale);
      try {
        await page.goto(`${origin}${locale === 'zh' ? '/zh' : ''}/guide/start/quick-start`);
        const block = page.locator('.theme-code-block', { hasText: 'export function sum' });
        await expect(block.locator('code')).toContainText('return numbers.reduce', { timeout: 60_000 });
        await expect(block.locator('.token.keyword').first()).toHaveText('export');
        const blocks = page.locator('.theme-code-block code');
        const empty = await blocks.evaluateAll((codes) => codes.filter((code) => code.textContent!.trim() === '').length);
        expect(empty).toBe(0);
        expect(errors.list).toEqual([]);
      } finally {
        stop(server);
      }
    });
  }
});
