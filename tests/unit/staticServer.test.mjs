/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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

  it('answers malformed encodings and traversal attempts with 404', async () => {
    expect(await get('/guide/%E0%A4%A')).toMatchObject({ status: 404, body: 'en-404' });
    expect(await get('/zh/%E0%A4%A')).toMatchObject({ status: 404, body: 'zh-404' });
    expect(await get('/%2e%2e/outside-secret.txt')).toMatchObject({ status: 404 });
    expect(await get('/a%00b')).toMatchObject({ status: 404 });
  });
});
