import type { Footer } from '@docusaurus/theme-common';
import { REPO_URL, type SiteLocale } from './site';

const COPYRIGHT: Record<SiteLocale, string> = {
  en: `Copyright © ${new Date().getFullYear()} Rstest contributors. Released under the MIT License.`,
  zh: `版权所有 © ${new Date().getFullYear()} Rstest 贡献者。基于 MIT 许可证发布。`,
};

/** The footer of one locale; link labels are translated in i18n/zh/docusaurus-theme-classic/footer.json. */
export const footer = (locale: SiteLocale): Footer => ({
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Quick Start', to: '/guide/start/quick-start' },
        { label: 'Config', to: '/config/' },
        { label: 'API', to: '/api/' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'GitHub', href: REPO_URL },
        { label: 'Discord', href: 'https://discord.gg/XsaKEEk4mW' },
        { label: 'X', href: 'https://x.com/rspack_dev' },
      ],
    },
  ],
  // Built per locale so the year stays current (a translated copy would freeze it).
  copyright: COPYRIGHT[locale],
});
