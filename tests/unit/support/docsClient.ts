/** Stand-in for @docusaurus/plugin-content-docs/client, driven by the test context. */
import { useTestContext } from './docusaurusContext';

export function useVersions() {
  return useTestContext().versions;
}

export function useActivePluginAndVersion() {
  const { versions, activeVersionName } = useTestContext();
  const activeVersion = versions.find((version) => version.name === activeVersionName);
  return { activePlugin: { pluginId: 'default', pluginData: {} }, activeVersion };
}

export function useDoc() {
  const { docMetadata } = useTestContext();
  if (!docMetadata) throw new Error('useDoc() used outside a doc page');
  return { metadata: docMetadata, frontMatter: {}, contentTitle: undefined, toc: [] };
}
