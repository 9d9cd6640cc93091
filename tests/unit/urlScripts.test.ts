import { normalizePathname } from '../../plugins/url-normalize/normalizePathname';
import { redirectScript, restoreScript } from '../../plugins/locale-404/script';

describe('normalizePathname (spec 2.1)', () => {
  it.each([
    ['/guide/start/quick-start', null],
    ['/guide/start/quick-start.html', '/guide/start/quick-start'],
    ['/guide/start/index', '/guide/start/'],
    ['/guide/start/index.html', '/guide/start/'],
    ['/index.html', '/'],
    ['/zh/404.html', null],
    ['/zh/api/index', '/zh/api/'],
    ['/config/test/%69nclude', null],
    ['/guide/%E0%A4%A', '/guide/%25E0%25A4%25A'],
    ['/bad%', '/bad%25'],
    ['/guide//start///quick-start', '/guide/start/quick-start'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });
});

/** Runs an inline script with a fake location/history/window and records what it did. */
function runScript(script: string, pathname: string, search = '') {
  const calls: string[] = [];
  const location = { pathname, search, hash: '', replace: (url: string) => calls.push(`replace ${url}`) };
  const history = { replaceState: (_s: unknown, _t: string, url: string) => calls.push(`replaceState ${url}`) };
  const window = { stop: () => calls.push('stop') };
  new Function('location', 'history', 'window', script)(location, history, window);
  return calls;
}

describe('locale 404 scripts', () => {
  const redirect = redirectScript('/', ['zh']);
  it('sends an unknown /zh/ path to the Chinese 404 with the original path', () => {
    expect(runScript(redirect, '/zh/guide/missing', '?q=1')).toEqual(['stop', 'replace /zh/404.html?from=%2Fzh%2Fguide%2Fmissing%3Fq%3D1']);
  });
  it('leaves English paths and the Chinese 404 itself alone (no loop)', () => {
    expect(runScript(redirect, '/guide/missing')).toEqual([]);
    expect(runScript(redirect, '/zh/404.html')).toEqual([]);
    expect(runScript(redirect, '/zhx/missing')).toEqual([]);
  });
  it('restores the original path, only within the locale', () => {
    const restore = restoreScript('/zh/');
    expect(runScript(restore, '/zh/404.html', '?from=%2Fzh%2Fguide%2Fmissing')).toEqual(['replaceState /zh/guide/missing']);
    expect(runScript(restore, '/zh/404.html', '?from=%2Fguide%2Fmissing')).toEqual([]);
    expect(runScript(restore, '/zh/404.html', '?from=%E0%A4%A')).toEqual([]);
    expect(runScript(restore, '/zh/404.html')).toEqual([]);
    // Only the 404 page restores: a real page keeps its own URL.
    expect(runScript(restore, '/zh/guide/start/', '?from=%2Fzh%2Fguide%2Fmissing')).toEqual([]);
  });
});
