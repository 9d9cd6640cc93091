import { ECOSYSTEM_LINK, LANDING_BACKGROUND_URL, TOOL_LINKS } from '../../src/config/tools';
import { logoMonogram, toToolCard, toToolCards, urlText, type ToolLink } from '../../src/utils/toolCards';

const CJK = /[\u4e00-\u9fff]/;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

describe('tool data (spec 1, 3 Tool link)', () => {
  it('lists the six tools of the toolchain, in order', () => {
    expect(TOOL_LINKS.map((tool) => tool.name)).toEqual(['Rspack', 'Rsbuild', 'Rslib', 'Rspress', 'Rsdoctor', 'Rstest']);
  });

  it.each(TOOL_LINKS.map((tool) => [tool.name, tool] as const))('%s has a Chinese and an English description', (_name, tool) => {
    expect(tool.desc.trim()).not.toBe('');
    expect(tool.descEn.trim()).not.toBe('');
    expect(tool.desc).toMatch(CJK);
    expect(tool.descEn).not.toMatch(CJK);
    expect(tool.desc).not.toEqual(tool.descEn);
  });

  it.each([...TOOL_LINKS, ECOSYSTEM_LINK].map((tool) => [tool.name, tool] as const))('%s has valid https links', (_name, tool) => {
    expect(isHttpsUrl(tool.url)).toBe(true);
    if (tool.urlEn !== undefined) expect(isHttpsUrl(tool.urlEn)).toBe(true);
    expect(tool.logo.startsWith('/') || isHttpsUrl(tool.logo)).toBe(true);
    if (tool.logoScale !== undefined) expect(tool.logoScale).toBeGreaterThan(0);
  });

  it('points every tool at its own site and takes logos from the assets host', () => {
    const hosts: Record<string, string> = { Rspack: 'rspack.rs', Rsbuild: 'rsbuild.rs', Rslib: 'rslib.rs', Rspress: 'rspress.rs', Rsdoctor: 'rsdoctor.rs', Rstest: 'rstest.rs' };
    for (const tool of TOOL_LINKS) {
      expect(new URL(tool.urlEn ?? tool.url).host).toBe(hosts[tool.name]);
      expect(new URL(tool.url).host).toBe(hosts[tool.name]);
      expect(new URL(tool.logo).host).toBe('assets.rspack.rs');
    }
  });

  it('has the ecosystem collection entry and the landing image on the assets host', () => {
    expect(ECOSYSTEM_LINK).toMatchObject({ name: 'Awesome Rstack', url: 'https://github.com/web-infra-dev/awesome-rstack' });
    expect(ECOSYSTEM_LINK.desc).toMatch(CJK);
    expect(LANDING_BACKGROUND_URL).toBe('https://assets.rspack.rs/rspack/assets/landingpage-background-compressed.png');
  });
});

describe('tool card derivation (spec 3 Tool card)', () => {
  const both: ToolLink = { name: 'Rsfoo', desc: '中文描述', descEn: 'English text', logo: 'https://example.com/a.svg', url: 'https://foo.dev/zh/', urlEn: 'https://www.foo.dev/', logoScale: 1.2 };
  const single: ToolLink = { name: 'Bar', desc: '中文', descEn: 'English', logo: '/img/bar.svg', url: 'https://bar.dev/docs' };

  it.each([
    ['en', 'both', both, { name: 'Rsfoo', desc: 'English text', logo: 'https://example.com/a.svg', url: 'https://www.foo.dev/', urlText: 'foo.dev', logoScale: 1.2 }],
    ['zh', 'both', both, { name: 'Rsfoo', desc: '中文描述', logo: 'https://example.com/a.svg', url: 'https://foo.dev/zh/', urlText: 'foo.dev', logoScale: 1.2 }],
    ['zh-CN', 'both', both, { name: 'Rsfoo', desc: '中文描述', logo: 'https://example.com/a.svg', url: 'https://foo.dev/zh/', urlText: 'foo.dev', logoScale: 1.2 }],
    ['fr', 'both', both, { name: 'Rsfoo', desc: 'English text', logo: 'https://example.com/a.svg', url: 'https://www.foo.dev/', urlText: 'foo.dev', logoScale: 1.2 }],
    ['en', 'single', single, { name: 'Bar', desc: 'English', logo: '/img/bar.svg', url: 'https://bar.dev/docs', urlText: 'bar.dev', logoScale: 1 }],
    ['zh', 'single', single, { name: 'Bar', desc: '中文', logo: '/img/bar.svg', url: 'https://bar.dev/docs', urlText: 'bar.dev', logoScale: 1 }],
  ])('locale %s, %s link', (locale, _kind, link, expected) => {
    expect(toToolCard(link, locale)).toEqual(expected);
  });

  it('derives one card per tool for the site data, in both languages', () => {
    const en = toToolCards(TOOL_LINKS, 'en');
    const zh = toToolCards(TOOL_LINKS, 'zh');
    expect(en).toHaveLength(6);
    expect(en.map((card) => card.urlText)).toEqual(['rspack.rs', 'rsbuild.rs', 'rslib.rs', 'rspress.rs', 'rsdoctor.rs', 'rstest.rs']);
    expect(en.every((card) => !CJK.test(card.desc))).toBe(true);
    expect(zh.every((card) => CJK.test(card.desc))).toBe(true);
    expect(zh.map((card) => card.urlText)).toEqual(en.map((card) => card.urlText));
  });

  it.each([
    ['https://www.rspack.rs/guide', 'rspack.rs'],
    ['https://github.com/web-infra-dev/awesome-rstack', 'github.com'],
    ['not a url', 'not a url'],
  ])('urlText(%s) is %s', (url, expected) => {
    expect(urlText(url)).toBe(expected);
  });

  it.each([
    ['Rspack', 'P'],
    ['Rsbuild', 'B'],
    ['Rstest', 'T'],
    ['Awesome Rstack', 'A'],
    ['webpack', 'W'],
    ['', '?'],
  ])('the fallback monogram of %j is %s', (name, expected) => {
    expect(logoMonogram(name)).toBe(expected);
  });
});
