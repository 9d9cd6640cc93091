import type { ToolLink } from '../utils/toolCards';

/**
 * spec 1/3: the six tools of the Rstack toolchain, shown by the tool stack on
 * the home page and by the tool menu in the navbar. Chinese readers go to each
 * site's Chinese pages (`url`), English readers to its home (`urlEn`).
 * Logos come from the assets host; they may fail to load and the UI copes.
 */
export const TOOL_LINKS: readonly ToolLink[] = [
  {
    name: 'Rspack',
    descEn: 'Fast Rust-based bundler with a webpack-compatible API',
    desc: '基于 Rust 的高性能打包工具，兼容 webpack API',
    logo: 'https://assets.rspack.rs/rspack/rspack-logo.svg',
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  {
    name: 'Rsbuild',
    descEn: 'Build tool on Rspack, with a ready-to-use setup for web apps',
    desc: '基于 Rspack 的构建工具，为 Web 应用提供开箱即用的配置',
    logo: 'https://assets.rspack.rs/rsbuild/rsbuild-logo.svg',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  {
    name: 'Rslib',
    descEn: 'Library tool on Rsbuild for npm packages and UI components',
    desc: '基于 Rsbuild 的库开发工具，用于构建 npm 包和 UI 组件库',
    logo: 'https://assets.rspack.rs/rslib/rslib-logo.svg',
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  {
    name: 'Rspress',
    descEn: 'Static site generator for fast, well-organised documentation',
    desc: '静态站点生成器，快速搭建结构清晰的文档站点',
    logo: 'https://assets.rspack.rs/rspress/rspress-logo-480x480.png',
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
    logoScale: 1.1,
  },
  {
    name: 'Rsdoctor',
    descEn: 'Build analyzer that shows where build time and bundle size go',
    desc: '构建分析工具，看清构建耗时与产物体积的来龙去脉',
    logo: 'https://assets.rspack.rs/rsdoctor/rsdoctor-logo-480x480.png',
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
    logoScale: 0.95,
  },
  {
    name: 'Rstest',
    descEn: 'Testing framework powered by Rspack, with a Jest-style API',
    desc: '基于 Rspack 的测试框架，提供 Jest 风格的 API',
    logo: 'https://assets.rspack.rs/rstest/rstest-logo.svg',
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
  },
];

/** spec 1: the optional ecosystem-collection entry at the end of the tool menu. */
export const ECOSYSTEM_LINK: ToolLink = {
  name: 'Awesome Rstack',
  descEn: 'Curated plugins, templates and articles from the community',
  desc: '社区精选的插件、模板与文章合集',
  logo: '/img/awesome-rstack.svg',
  url: 'https://github.com/web-infra-dev/awesome-rstack',
};

/** spec 2.6: the decorative landing background, loaded from the assets host. */
export const LANDING_BACKGROUND_URL = 'https://assets.rspack.rs/rspack/assets/landingpage-background-compressed.png';
