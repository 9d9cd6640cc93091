/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import { cleanRedirectTarget, createStaticServer, decodePath } from '../../scripts/static-server.mjs';

describe('path helpers (spec 2.1)', () => {
  it.each([
    ['/guide/start/quick-start.html', '/guide/start/quick-start'],
    ['/guide/start/index', '/guide/start/'],
    ['/guide/start/index.html', '/guide/start/'],
    ['/index.html', '/'],
    ['/guide/start/quick-start', null],
    ['/guide/indexes', null],
    ['/guide//start///quick-start', '/guide/start/quick-start'],
    ['//evil.example.com/x', '/evil.example.com/x'],
    // Browsers read `/\host` as `//host`: a backslash never reaches a Location unencoded.
    ['/\\evil.example.com/x.html', '/%5Cevil.example.com/x'],
    ['/\\/evil.example.com/', '/%5C/evil.example.com/'],
  ])('cleanRedirectTarget(%s) = %s', (input, expected) => {
    expect(cleanRedirectTarget(input)).toBe(expected);
  });

  it('decodes percent-encoding and reports malformed input as null', () => {
    expect(decodePath('/api/%E6%B5%8B%E8%AF%95')).toBe('/api/测试');
    expect(decodePath('/guide/%E0%A4%A')).toBeNull();
  });
});

describe('static server', () => {
  let server;
  let base;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  beforeAll(async () => {
    write('index.html', 'home');
    write('404.html', 'en-404');
    write('zh/404.html', 'zh-404');
    write('zh/index.html', 'zh-home');
    write('guide/start/index.html', 'intro');
    write('guide/start/quick-start/index.html', 'quick');
    write('assets/app.js', 'js');
    fs.writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret');
    server = createStaticServer({ root, locales: ['zh'] });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = async (url) => {
    const res = await fetch(base + url, { redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location'), body: await res.text(), type: res.headers.get('content-type') };
  };

  it('closes the file of every download the client aborts, and keeps serving (issue 38)', async () => {
    // Large and not compressed (no Accept-Encoding): streamed from disk.
    write('llms-full.txt', 'x'.repeat(4 * 1024 * 1024));
    const file = fs.realpathSync(path.join(root, 'llms-full.txt'));
    const openOnFile = () => fs.readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
      } catch {
        return false;
      }
    }).length;
    const abortAfterFirstBytes = () =>
      new Promise((resolve) => {
        const request = http.get(`${base}/llms-full.txt`, (res) => {
          res.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', resolve);
      });
    for (let round = 0; round < 10; round++) await Promise.all(Array.from({ length: 20 }, abortAfterFirstBytes));
    // The server learns of each abort a moment later.
    for (let wait = 0; wait < 50 && openOnFile() > 0; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(openOnFile()).toBe(0);
    expect(await get('/guide/start/quick-start')).toMatchObject({ status: 200, body: 'quick' });
  });

  it('serves clean URLs', async () => {
    expect(await get('/guide/start/quick-start')).toMatchObject({ status: 200, body: 'quick' });
    expect(await get('/guide/start/')).toMatchObject({ status: 200, body: 'intro' });
    expect((await get('/assets/app.js')).type).toMatch(/javascript/);
  });

  it('gzips text for browsers that accept it, and only for them', async () => {
    const raw = (url, headers) =>
      new Promise((resolve, reject) => {
        http.get(base + url, { headers }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const zipped = await raw('/assets/app.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(zipped.body).toString()).toBe('js');
    const plain = await raw('/assets/app.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('js');
    // The 404 page, too, and with its status.
    const missing = await raw('/zh/nope', { 'Accept-Encoding': 'gzip' });
    expect(zlib.gunzipSync(missing.body).toString()).toBe('zh-404');
  });

  it('redirects .html and /index to the clean URL, keeping the query', async () => {
    expect(await get('/guide/start/quick-start.html?a=1')).toMatchObject({ status: 301, location: '/guide/start/quick-start?a=1' });
    expect(await get('/guide/start/index')).toMatchObject({ status: 301, location: '/guide/start/' });
  });

  it("answers unknown paths with the locale's 404 page", async () => {
    expect(await get('/nope')).toMatchObject({ status: 404, body: 'en-404' });
    expect(await get('/zh/nope')).toMatchObject({ status: 404, body: 'zh-404' });
    expect(await get('/zhx/nope')).toMatchObject({ status: 404, body: 'en-404' });
  });

  it('never redirects to a target that starts with /\\ or //', async () => {
    // fetch() would turn the backslash into a slash: send the raw path.
    const raw = (rawPath) =>
      new Promise((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: server.address().port, path: rawPath }, (res) => {
          res.resume();
          resolve({ status: res.statusCode, location: res.headers.location });
        }).on('error', reject);
      });
    for (const rawPath of ['/\\evil.example.com/x.html', '/\\evil.example.com', '/\\\\evil.example.com/', '//evil.example.com/x']) {
      const { status, location } = await raw(rawPath);
      expect(status).toBe(301);
      expect(location).toMatch(/^\/(?![\\/])/);
    }
  });

  it('answers malformed encodings and traversal attempts with 404', async () => {
    expect(await get('/guide/%E0%A4%A')).toMatchObject({ status: 404, body: 'en-404' });
    expect(await get('/zh/%E0%A4%A')).toMatchObject({ status: 404, body: 'zh-404' });
    expect(await get('/%2e%2e/outside-secret.txt')).toMatchObject({ status: 404 });
    expect(await get('/a%00b')).toMatchObject({ status: 404 });
  });
});

describe('npm run serve (scripts/serve.mjs)', () => {
  const script = path.resolve(__dirname, '../../scripts/serve.mjs');
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-cli-'));
  fs.writeFileSync(path.join(site, 'index.html'), 'home');
  const run = (...args) => spawnSync(process.execPath, [script, '--dir', site, ...args], { encoding: 'utf8', timeout: 20_000 });
  const oneLine = (result) => {
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    return lines[0];
  };

  it('prints its options with --help', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/--port <number>/);
    expect(result.stdout).toMatch(/--host <name>/);
  });

  it('refuses a bad command line in one line, with exit code 2', () => {
    for (const [args, message] of [
      [['--port', 'abc'], /^serve: --port must be a whole number from 0 to 65535, not "abc"\.$/],
      [['--port', '70000'], /not "70000"/],
      [['--bogus'], /^serve: Unknown option '--bogus'\. Run `npm run serve -- --help` for the options\.$/],
      [['--port'], /argument missing/],
    ]) {
      const result = run(...args);
      expect(result.status).toBe(2);
      expect(oneLine(result)).toMatch(message);
    }
  });

  it('says in one line that a port is taken or a host unknown, with exit code 1', async () => {
    const taken = http.createServer();
    await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const busy = run('--host', '127.0.0.1', '--port', String(taken.address().port));
      expect(busy.status).toBe(1);
      expect(oneLine(busy)).toMatch(/is already in use\. Stop the program using it, or choose another port: npm run serve -- --port \d+$/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    const unknown = run('--host', 'no-such-host.invalid', '--port', '0');
    expect(unknown.status).toBe(1);
    expect(oneLine(unknown)).toMatch(/^serve: (unknown host "no-such-host\.invalid"|cannot listen)/);
  });

  it('serves the site and says where', async () => {
    const child = spawn(process.execPath, [script, '--dir', site, '--host', '127.0.0.1', '--port', '0']);
    try {
      const line = await new Promise((resolve, reject) => {
        child.stdout.on('data', (chunk) => resolve(String(chunk)));
        child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const url = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(line)?.[0];
      expect(url).toBeDefined();
      expect(await (await fetch(url)).text()).toBe('home');
    } finally {
      child.kill();
    }
  });
});
