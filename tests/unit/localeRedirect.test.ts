import { decideLocaleRedirect, isBotUserAgent, matchLocale, stripLanguagePrefix, type LocaleRedirectInput } from '../../plugins/locale-redirect/decide';
import { redirectScript, stripPrefixScript } from '../../plugins/locale-redirect/script';
import { knownLanguages } from '../../plugins/locale-redirect';
import { localeRedirectMode, hideNavbarMode } from '../../src/utils/themeSettings';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BAIDU = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

describe('isBotUserAgent', () => {
  it.each([
    GOOGLEBOT,
    BAIDU,
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'Mozilla/5.0 (compatible; Bytespider; spider-feedback@bytedance.com)',
    'ia_archiver (+http://www.alexa.com/site/help/webmasters; crawler@alexa.com)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  ])('%s is a bot', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(true);
  });

  it.each([
    CHROME,
    HEADLESS,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    '',
  ])('%j is a reader', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(false);
  });
});

describe('matchLocale', () => {
  const locales = ['en', 'zh'];
  it.each<[string[], string | null]>([
    [['zh-CN'], 'zh'],
    [['zh-TW', 'en'], 'zh'],
    [['zh-Hans-CN'], 'zh'],
    [['ZH'], 'zh'],
    [['en-US', 'zh-CN'], 'en'],
    [['fr-FR', 'zh-CN'], 'zh'],
    [['fr-FR', 'de'], null],
    [[], null],
    [[''], null],
  ])('%j → %s', (languages, expected) => {
    expect(matchLocale(languages, locales)).toBe(expected);
  });

  it('prefers an exact regional locale over the primary language', () => {
    expect(matchLocale(['pt-BR'], ['pt-PT', 'pt-BR'])).toBe('pt-BR');
    expect(matchLocale(['pt-AO'], ['en', 'pt-PT'])).toBe('pt-PT');
  });
});

describe('decideLocaleRedirect (spec 4)', () => {
  const base: LocaleRedirectInput = {
    mode: 'auto',
    pathname: '/zh/guide/start/',
    currentLocale: 'zh',
    localeBaseUrls: { en: '/', zh: '/zh/' },
    languages: ['en-US', 'en'],
    userAgent: CHROME,
    visited: false,
  };
  const decide = (overrides: Partial<LocaleRedirectInput>) => decideLocaleRedirect({ ...base, ...overrides });

  it('auto, first visit: an English browser on a Chinese page goes to the English page and is remembered', () => {
    expect(decide({})).toEqual({ target: '/guide/start/', markVisited: true });
  });
  it('auto, first visit: a Chinese browser on an English page goes to the Chinese page', () => {
    expect(decide({ pathname: '/config/test/retry', currentLocale: 'en', languages: ['zh-CN', 'zh'] })).toEqual({
      target: '/zh/config/test/retry',
      markVisited: true,
    });
  });
  it('auto, first visit on the page of the browser language: stays, but the visit is remembered', () => {
    expect(decide({ languages: ['zh-CN'] })).toEqual({ target: null, markVisited: true });
  });
  it('auto, first visit with an unsupported browser language: stays, visit remembered', () => {
    expect(decide({ languages: ['fr-FR'] })).toEqual({ target: null, markVisited: true });
  });
  it('auto, later visits: never redirects (once per browser)', () => {
    expect(decide({ visited: true })).toEqual({ target: null, markVisited: false });
  });
  it('auto without working storage: stays rather than redirect on every visit', () => {
    expect(decide({ visited: null })).toEqual({ target: null, markVisited: false });
  });
  it.each([GOOGLEBOT, BAIDU])('never redirects a bot (%s), in any mode', (userAgent) => {
    for (const mode of ['auto', 'always', 'never'] as const) {
      expect(decide({ mode, userAgent })).toEqual({ target: null, markVisited: false });
    }
  });
  it('never: does nothing, even on a first visit', () => {
    expect(decide({ mode: 'never' })).toEqual({ target: null, markVisited: false });
  });
  it('always: redirects on every visit, whatever the flag says', () => {
    for (const visited of [true, false, null]) {
      expect(decide({ mode: 'always', visited })).toEqual({ target: '/guide/start/', markVisited: false });
    }
    expect(decide({ mode: 'always', languages: ['zh-CN'] })).toEqual({ target: null, markVisited: false });
  });
  it('maps the locale home both ways, with and without the trailing slash', () => {
    expect(decide({ pathname: '/zh/' })).toEqual({ target: '/', markVisited: true });
    expect(decide({ pathname: '/zh' })).toEqual({ target: '/', markVisited: true });
    expect(decide({ pathname: '/', currentLocale: 'en', languages: ['zh-CN'] })).toEqual({ target: '/zh/', markVisited: true });
  });
  it('stays on a path outside its locale base', () => {
    expect(decide({ pathname: '/elsewhere/' })).toEqual({ target: null, markVisited: true });
  });
  it('ignores an unknown mode', () => {
    expect(decide({ mode: 'sometimes' as never })).toEqual({ target: null, markVisited: false });
  });
});

interface FakeBrowser {
  pathname: string;
  search?: string;
  hash?: string;
  languages?: string[];
  language?: string;
  userAgent?: string;
  stored?: Record<string, string>;
  storageThrows?: boolean;
  /** data-page-type on <html> (server-rendered by src/components/PageChrome). */
  pageType?: string;
}

/** Runs an inline script against a fake browser and reports what it did. */
function runInBrowser(script: string, browser: FakeBrowser) {
  const calls: string[] = [];
  const stored = { ...(browser.stored ?? {}) };
  const storage = {
    getItem: (key: string) => (key in stored ? stored[key] : null),
    setItem: (key: string, value: string) => {
      stored[key] = value;
    },
  };
  const window = {
    stop: () => calls.push('stop'),
    get localStorage() {
      if (browser.storageThrows) throw new Error('SecurityError');
      return storage;
    },
  };
  const location = {
    pathname: browser.pathname,
    search: browser.search ?? '',
    hash: browser.hash ?? '',
    replace: (url: string) => calls.push(`replace ${url}`),
  };
  const navigator = { languages: browser.languages, language: browser.language ?? 'en-US', userAgent: browser.userAgent ?? CHROME };
  const document = { documentElement: { getAttribute: (name: string) => (name === 'data-page-type' ? browser.pageType ?? null : null) } };
  new Function('window', 'location', 'navigator', 'document', script)(window, location, navigator, document);
  return { calls, stored };
}

describe('the redirect script of every page', () => {
  const zhPage = redirectScript({
    mode: 'auto',
    currentLocale: 'zh',
    localeBaseUrls: { en: '/', zh: '/zh/' },
    storageType: 'localStorage',
    visitedKey: 'localeRedirect.visited-25b',
  });

  it('sends a first-time English reader of a Chinese page to the English page, keeping query and hash', () => {
    const { calls, stored } = runInBrowser(zhPage, { pathname: '/zh/api/', search: '?a=1', hash: '#x', languages: ['en-US'] });
    expect(calls).toEqual(['stop', 'replace /api/?a=1#x']);
    expect(stored).toEqual({ 'localeRedirect.visited-25b': '1' });
  });
  it('leaves a returning reader alone', () => {
    const { calls } = runInBrowser(zhPage, { pathname: '/zh/api/', languages: ['en-US'], stored: { 'localeRedirect.visited-25b': '1' } });
    expect(calls).toEqual([]);
  });
  it('leaves a Chinese reader on the Chinese page, and remembers the visit', () => {
    const { calls, stored } = runInBrowser(zhPage, { pathname: '/zh/api/', languages: ['zh-CN', 'zh'] });
    expect(calls).toEqual([]);
    expect(stored).toEqual({ 'localeRedirect.visited-25b': '1' });
  });
  it('leaves bots alone and sets no flag', () => {
    const { calls, stored } = runInBrowser(zhPage, { pathname: '/zh/api/', languages: ['en-US'], userAgent: GOOGLEBOT });
    expect(calls).toEqual([]);
    expect(stored).toEqual({});
  });
  it('falls back to navigator.language', () => {
    expect(runInBrowser(zhPage, { pathname: '/zh/', language: 'en-GB' }).calls).toEqual(['stop', 'replace /']);
  });
  it('does nothing when storage is blocked', () => {
    expect(runInBrowser(zhPage, { pathname: '/zh/api/', languages: ['en-US'], storageThrows: true }).calls).toEqual([]);
  });
});

describe('stripLanguagePrefix (spec 2.1)', () => {
  const languages = ['de', 'en', 'fr', 'ja', 'zh'];
  it.each<[string, string, string[], string | null]>([
    // A one-language site: any language prefix goes.
    ['/zh/guide/start/', '/', [], '/guide/start/'],
    ['/zh/', '/', [], '/'],
    ['/zh', '/', [], '/'],
    ['/zh-CN/config/', '/', [], '/config/'],
    ['/ja/api/rstest/', '/', [], '/api/rstest/'],
    // A two-language site: the served /zh/ stays, the default language's /en/ goes.
    ['/zh/missing', '/', ['/zh/'], null],
    ['/en/guide/start/', '/', ['/zh/'], '/guide/start/'],
    ['/zh/en/guide/', '/zh/', ['/zh/'], '/zh/guide/'],
    // Not language prefixes.
    ['/api/missing', '/', [], null],
    ['/guide/zh/', '/', [], null],
    ['/xx/guide/', '/', [], null],
    ['/', '/', [], null],
    ['/zhx/guide/', '/', [], null],
    ['/other/zh/x', '/zh/', ['/zh/'], null],
  ])('%s on the 404 page of %s (served %j) → %s', (pathname, baseUrl, served, expected) => {
    expect(stripLanguagePrefix(pathname, baseUrl, languages, served)).toBe(expected);
  });

  it('runs as a head script that acts on the 404 page only', () => {
    const script = stripPrefixScript('/', languages, []);
    expect(runInBrowser(script, { pathname: '/zh/guide/', search: '?q=1', hash: '#h', pageType: '404' }).calls).toEqual(['stop', 'replace /guide/?q=1#h']);
    expect(runInBrowser(script, { pathname: '/guide/nothing', pageType: '404' }).calls).toEqual([]);
    // A real page whose path happens to start with a language code stays.
    expect(runInBrowser(script, { pathname: '/ja/real-page', pageType: 'doc' }).calls).toEqual([]);
    expect(runInBrowser(script, { pathname: '/ja/real-page' }).calls).toEqual([]);
  });

  it('knows the languages Docusaurus translates, and no ordinary path segments', () => {
    const known = knownLanguages(['en', 'zh']);
    expect(known).toEqual(expect.arrayContaining(['en', 'zh', 'ja', 'fr', 'de', 'pt']));
    for (const segment of ['api', 'ts', 'js', 'ui', 'guide', 'config']) expect(known).not.toContain(segment);
  });
});

describe('themeConfig validation', () => {
  it('defaults localeRedirect to auto and hideNavbar to never', () => {
    expect(localeRedirectMode({})).toBe('auto');
    expect(hideNavbarMode({})).toBe('never');
  });
  it.each(['auto', 'never', 'always'] as const)('accepts localeRedirect %s', (mode) => {
    expect(localeRedirectMode({ localeRedirect: mode })).toBe(mode);
  });
  it.each(['never', 'always', 'scroll'] as const)('accepts hideNavbar %s', (mode) => {
    expect(hideNavbarMode({ hideNavbar: mode })).toBe(mode);
  });
  it('fails the build on a typo', () => {
    expect(() => localeRedirectMode({ localeRedirect: 'Auto' as never })).toThrow(/localeRedirect must be one of 'auto', 'never', 'always'/);
    expect(() => hideNavbarMode({ hideNavbar: 'onScroll' as never })).toThrow(/hideNavbar must be one of/);
  });
});
