/**
 * Renders a component inside a stand-in Docusaurus context and a router.
 * Usage: renderWithDocusaurus(<X />, { locale: 'zh', path: '/zh/nope' }).
 */
import React, { type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TestContextProvider, defaultTestContext, type TestSiteContext } from './docusaurusContext';
import { setTranslations } from './translate';
import zhCode from '../../../i18n/zh/code.json';

const ZH_TRANSLATIONS: Record<string, string> = Object.fromEntries(
  Object.entries(zhCode as Record<string, { message: string }>).map(([id, entry]) => [id, entry.message]),
);

export interface RenderOptions extends Partial<Omit<TestSiteContext, 'i18n'>> {
  locale?: 'en' | 'zh';
  locales?: string[];
  path?: string;
}

export function renderWithDocusaurus(ui: ReactElement, options: RenderOptions = {}) {
  const { locale = 'en', locales, path = '/', ...overrides } = options;
  const translations = locale === 'zh' ? ZH_TRANSLATIONS : {};
  const context: TestSiteContext = {
    ...defaultTestContext,
    ...overrides,
    siteConfig: { ...defaultTestContext.siteConfig, baseUrl: locale === 'zh' ? '/zh/' : '/', ...overrides.siteConfig },
    i18n: { ...defaultTestContext.i18n, currentLocale: locale, locales: locales ?? defaultTestContext.i18n.locales },
    translations,
  };
  setTranslations(translations);
  return render(
    <TestContextProvider value={context}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </TestContextProvider>,
  );
}
