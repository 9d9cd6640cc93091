/**
 * Stand-in for @docusaurus/useDocusaurusContext. Tests choose the context with
 * renderWithDocusaurus() (see render.tsx); the default is the English site.
 */
import React, { createContext, useContext, type ReactNode } from 'react';

export interface TestSiteContext {
  siteConfig: { title: string; tagline: string; baseUrl: string; url: string; themeConfig: Record<string, unknown> };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[]; localeConfigs: Record<string, { label: string; htmlLang: string }> };
  translations: Record<string, string>;
  versions: { name: string; isLast: boolean; mainDocId: string; docs: { id: string; path: string }[] }[];
  activeVersionName?: string;
  globalData: Record<string, unknown>;
  docMetadata?: { id: string; version: string };
}

export const defaultTestContext: TestSiteContext = {
  siteConfig: { title: 'Rstest', tagline: 'A testing framework powered by Rspack', baseUrl: '/', url: 'https://rstest.rs', themeConfig: {} },
  i18n: {
    currentLocale: 'en',
    defaultLocale: 'en',
    locales: ['en', 'zh'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en' }, zh: { label: '简体中文', htmlLang: 'zh-CN' } },
  },
  translations: {},
  versions: [{ name: 'current', isLast: true, mainDocId: 'guide/start/index', docs: [{ id: 'guide/start/index', path: '/guide/start/' }] }],
  globalData: {},
};

export const TestContext = createContext<TestSiteContext>(defaultTestContext);

export function TestContextProvider({ value, children }: { value: TestSiteContext; children: ReactNode }) {
  return <TestContext.Provider value={value}>{children}</TestContext.Provider>;
}

export function useTestContext(): TestSiteContext {
  return useContext(TestContext);
}

export default function useDocusaurusContext() {
  const { siteConfig, i18n } = useContext(TestContext);
  return { siteConfig, i18n, siteMetadata: {}, globalData: {}, codeTranslations: {} };
}
