import { useTestContext } from './docusaurusContext';

/** Stand-in for @docusaurus/useBaseUrl: prefixes the locale's base URL. */
export default function useBaseUrl(url: string): string {
  const { siteConfig } = useTestContext();
  if (/^(https?:)?\/\//.test(url)) return url;
  return siteConfig.baseUrl.replace(/\/$/, '') + (url.startsWith('/') ? url : `/${url}`);
}
