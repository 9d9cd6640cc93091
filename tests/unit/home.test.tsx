import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import Hero from '../../src/components/Hero';
import LandingBackground from '../../src/components/Hero/LandingBackground';
import ToolStack from '../../src/components/ToolStack';
import ToolMenu from '../../src/components/ToolMenu';
import ToolLogo from '../../src/components/ToolLogo';
import NavbarLogo from '../../src/theme/Navbar/Logo';
import Home from '../../src/pages/index';
import { SITE_DESCRIPTION, SITE_TAGLINE } from '../../src/config/site';
import { TOOL_LINKS } from '../../src/config/tools';
import { DEFAULT_STAR_COUNT, starPositions } from '../../src/utils/stars';
import { TRANSPARENT_NAVBAR_CLASS, TRANSPARENT_NAVBAR_OFFSET, isNavbarTransparent } from '../../src/utils/landingNavbar';
import { renderWithDocusaurus } from './support/render';

const stars = (container: HTMLElement) => container.querySelectorAll('[data-hero-star]');

describe('Hero defaults (spec 2.6)', () => {
  it('shows the spec texts, both buttons and 35 stars without props', () => {
    const { container } = renderWithDocusaurus(<Hero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rspack');
    expect(screen.getByText('The fast Rust-based web bundler')).toBeInTheDocument();
    expect(screen.getByText('Seamlessly replace webpack with compatible API')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get Started/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Learn More about \S/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /GitHub/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rspack' })).toBeInTheDocument();
    expect(stars(container)).toHaveLength(35);
    expect(DEFAULT_STAR_COUNT).toBe(35);
  });

  it.each([[0], [7], [60]])('draws %i stars when configured', (count) => {
    const { container } = renderWithDocusaurus(<Hero starCount={count} />);
    expect(stars(container)).toHaveLength(count);
  });

  it('shows the GitHub link opening in a new tab when given', () => {
    renderWithDocusaurus(<Hero githubUrl="https://github.com/example/repo" />);
    const github = screen.getByRole('link', { name: /GitHub/ });
    expect(github).toHaveAttribute('href', 'https://github.com/example/repo');
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('translates its default texts on Chinese pages', () => {
    renderWithDocusaurus(<Hero />, { locale: 'zh' });
    expect(screen.getByRole('link', { name: /快速上手/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^了解更多 关于 \S/ })).toBeInTheDocument();
    expect(screen.queryByText('The fast Rust-based web bundler')).not.toBeInTheDocument();
  });
});

describe('star positions (spec 2.6)', () => {
  it('are deterministic, inside the hero, and keep the text block clear', () => {
    const first = starPositions();
    expect(first).toHaveLength(35);
    expect(starPositions()).toEqual(first);
    for (const star of first) {
      expect(star.left).toBeGreaterThanOrEqual(0);
      expect(star.left).toBeLessThanOrEqual(100);
      expect(star.top).toBeGreaterThanOrEqual(11);
      expect(star.top).toBeLessThanOrEqual(100);
      expect(star.size).toBeGreaterThan(0);
      expect(star.left > 22 && star.left < 78 && star.top > 12 && star.top < 94).toBe(false);
    }
  });

  it.each([[-3, 0], [Number.NaN, 0], [2.7, 2], [100, 100]])('starPositions(%s) has %i stars', (count, expected) => {
    expect(starPositions(count)).toHaveLength(expected);
  });
});

describe('home page (spec 1, 2.6)', () => {
  it('configures the hero for Rstest in English', () => {
    const { container } = renderWithDocusaurus(<Home />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rstest');
    expect(screen.getByText(SITE_TAGLINE.en)).toBeInTheDocument();
    expect(SITE_TAGLINE.en).toMatch(/testing framework/i);
    expect(SITE_TAGLINE.en).toMatch(/Rspack/);
    // issue 25: the meta description says "JavaScript testing framework"; the visible subtitle stays the spec's.
    expect(screen.getByTestId('layout')).toHaveAttribute('data-description', SITE_DESCRIPTION.en);
    expect(SITE_DESCRIPTION.en).toMatch(/JavaScript testing framework/);
    expect(screen.queryByText(SITE_DESCRIPTION.en)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rstest logo' })).toHaveAttribute('src', '/img/rstest-logo.svg');
    expect(screen.getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/guide/start/quick-start');
    expect(screen.getByRole('link', { name: /^Learn More about \S/ })).toHaveAttribute('href', '/guide/start/');
    expect(screen.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/web-infra-dev/rstest');
    expect(screen.queryByText('The fast Rust-based web bundler')).not.toBeInTheDocument();
    expect(stars(container)).toHaveLength(35);
    expect(screen.getByRole('heading', { level: 2, name: 'Why Rstest' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'One toolchain, built around Rspack' })).toBeInTheDocument();
  });

  it('is Chinese on Chinese pages', () => {
    renderWithDocusaurus(<Home />, { locale: 'zh' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rstest');
    expect(screen.getByText(SITE_TAGLINE.zh)).toBeInTheDocument();
    expect(SITE_TAGLINE.zh).toMatch(/测试框架/);
    expect(screen.getByTestId('layout')).toHaveAttribute('data-description', SITE_DESCRIPTION.zh);
    expect(SITE_DESCRIPTION.zh).toMatch(/JavaScript 测试框架/);
    expect(screen.getByRole('img', { name: 'Rstest 标志' })).toHaveAttribute('src', '/zh/img/rstest-logo.svg');
    expect(screen.getByRole('link', { name: /快速上手/ })).toHaveAttribute('href', '/guide/start/quick-start');
    expect(screen.getByRole('link', { name: /^了解更多 关于 \S/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '为什么选择 Rstest' })).toBeInTheDocument();
    expect(screen.queryByText(SITE_TAGLINE.en)).not.toBeInTheDocument();
    expect(screen.queryByText('Why Rstest')).not.toBeInTheDocument();
    // Every text of the tool stack block is Chinese (tool names aside).
    const stack = screen.getByTestId('tool-stack');
    expect(within(stack).getByRole('heading', { level: 2 })).toHaveTextContent('围绕 Rspack 打造的一套工具链');
    expect(within(stack).getByText(TOOL_LINKS[0].desc)).toBeInTheDocument();
  });

  it('marks the navbar transparent at the top and not after scrolling past 100 px', () => {
    const { container } = renderWithDocusaurus(<Home />);
    const html = () => (container.querySelector('[data-html-class]') as HTMLElement).dataset.htmlClass ?? '';
    expect(html()).toContain('landing-page');
    expect(html()).toContain(TRANSPARENT_NAVBAR_CLASS);
    act(() => {
      window.scrollY = 101;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(html()).not.toContain(TRANSPARENT_NAVBAR_CLASS);
    expect(html()).toContain('landing-page');
    act(() => {
      window.scrollY = 100;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(html()).toContain(TRANSPARENT_NAVBAR_CLASS);
  });
});

describe('transparent landing navbar (spec 9: within 100 px)', () => {
  it.each([
    [0, true],
    [99, true],
    [100, true],
    [101, false],
    [2000, false],
    [Number.NaN, true],
    [-20, true],
  ])('scrollY %s → transparent %s', (scrollY, expected) => {
    expect(isNavbarTransparent(scrollY)).toBe(expected);
  });

  it('uses 100 px', () => {
    expect(TRANSPARENT_NAVBAR_OFFSET).toBe(100);
  });
});

describe('tool stack block (spec 1)', () => {
  it('shows six cards opening each tool in a new tab, in English', () => {
    renderWithDocusaurus(<ToolStack />);
    const links = within(screen.getByTestId('tool-stack')).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(TOOL_LINKS.map((tool) => tool.urlEn ?? tool.url));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText(TOOL_LINKS[1].descEn)).toBeInTheDocument();
    expect(screen.getByText('rsbuild.rs')).toBeInTheDocument();
  });

  it('uses the Chinese descriptions and links on Chinese pages', () => {
    renderWithDocusaurus(<ToolStack />, { locale: 'zh' });
    const links = within(screen.getByTestId('tool-stack')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(TOOL_LINKS.map((tool) => tool.url));
    for (const tool of TOOL_LINKS) expect(screen.getByText(tool.desc)).toBeInTheDocument();
    expect(screen.queryByText(TOOL_LINKS[0].descEn)).not.toBeInTheDocument();
  });
});

describe('tool logos', () => {
  it('have a fixed width, height and alt text', () => {
    renderWithDocusaurus(<ToolLogo name="Rspack" src="https://assets.rspack.rs/rspack/rspack-logo.svg" size={48} />);
    const img = screen.getByRole('img', { name: 'Rspack' });
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('height', '48');
    expect((img.parentElement as HTMLElement).style.width).toBe('48px');
    expect((img.parentElement as HTMLElement).style.height).toBe('48px');
  });

  it('fall back to a same-size monogram tile when the image fails', () => {
    renderWithDocusaurus(<ToolLogo name="Rsdoctor" src="https://assets.rspack.rs/rsdoctor/x.png" size={32} />);
    fireEvent.error(screen.getByRole('img', { name: 'Rsdoctor' }));
    const fallback = screen.getByRole('img', { name: 'Rsdoctor' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('D');
    const box = fallback.parentElement as HTMLElement;
    expect(box).toHaveAttribute('data-logo-state', 'fallback');
    expect(box.style.width).toBe('32px');
  });

  it('resolve site paths against the locale base URL', () => {
    renderWithDocusaurus(<ToolLogo name="Awesome Rstack" src="/img/awesome-rstack.svg" size={32} />, { locale: 'zh' });
    expect(screen.getByRole('img', { name: 'Awesome Rstack' })).toHaveAttribute('src', '/zh/img/awesome-rstack.svg');
  });
});

describe('landing background image (spec 2.6)', () => {
  const created: { src: string; onload: null | (() => void); onerror: null | (() => void) }[] = [];
  const RealImage = window.Image;
  beforeEach(() => {
    jest.useFakeTimers();
    created.length = 0;
    (window as unknown as { Image: unknown }).Image = class {
      src = '';
      decoding = '';
      onload: null | (() => void) = null;
      onerror: null | (() => void) = null;
      constructor() {
        created.push(this);
      }
    };
  });
  afterEach(() => {
    window.Image = RealImage;
    jest.useRealTimers();
  });

  it('starts loading only after mount and stays invisible when the image fails', () => {
    renderWithDocusaurus(<LandingBackground src="https://assets.example/bg.png" />);
    const layer = screen.getByTestId('landing-background');
    expect(created).toHaveLength(0);
    act(() => jest.advanceTimersByTime(2000));
    expect(created).toHaveLength(1);
    expect(created[0].src).toBe('https://assets.example/bg.png');
    act(() => created[0].onerror?.());
    expect(layer).toHaveAttribute('data-loaded', 'false');
    expect(layer.style.backgroundImage).toBe('');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
  });

  it('fades the image in once it has loaded', () => {
    renderWithDocusaurus(<LandingBackground src="https://assets.example/bg.png" />);
    act(() => jest.advanceTimersByTime(2000));
    act(() => created[0].onload?.());
    const layer = screen.getByTestId('landing-background');
    expect(layer).toHaveAttribute('data-loaded', 'true');
    expect(layer.style.backgroundImage).toContain('https://assets.example/bg.png');
  });
});

describe('navbar tool menu (spec 1, 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('sits before the brand and lists the six tools plus Awesome Rstack, placed bottom-left', () => {
    renderWithDocusaurus(<NavbarLogo />);
    const trigger = screen.getByRole('button', { name: 'Rstack tools' });
    const original = screen.getByTestId('theme-original');
    expect(trigger.compareDocumentPosition(original) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    act(() => jest.advanceTimersByTime(100));
    const dialog = screen.getByRole('dialog', { name: 'Rstack toolchain' });
    expect(dialog).toHaveAttribute('data-placement', 'bottomLeft');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...TOOL_LINKS.map((tool) => tool.urlEn ?? tool.url), 'https://github.com/web-infra-dev/awesome-rstack']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('is translated on Chinese pages', () => {
    renderWithDocusaurus(<ToolMenu />, { locale: 'zh' });
    const trigger = screen.getByRole('button', { name: 'Rstack 工具' });
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Rstack 工具链' });
    expect(within(dialog).getByText(TOOL_LINKS[5].desc)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Awesome Rstack/ })).toHaveTextContent('社区精选');
  });
});
