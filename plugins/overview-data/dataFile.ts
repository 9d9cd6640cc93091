import { createHash } from 'node:crypto';

/**
 * Name of the JSON module holding one overview page's groups, derived from the
 * absolute path of the page's source file. The plugin writes it (createData)
 * and the remark plugin imports it into that page only, so the data travels
 * in the overview page's own chunk instead of every page's global data.
 */
export function overviewDataFileName(absoluteSourcePath: string): string {
  const normalized = absoluteSourcePath.replace(/\\/g, '/');
  return `overview-${createHash('sha1').update(normalized).digest('hex').slice(0, 16)}.json`;
}

/** The bundler path of that module (`@generated` is Docusaurus's generated-files alias). */
export function overviewDataImport(absoluteSourcePath: string, pluginName = 'overview-data', pluginId = 'default'): string {
  return `@generated/${pluginName}/${pluginId}/${overviewDataFileName(absoluteSourcePath)}`;
}
