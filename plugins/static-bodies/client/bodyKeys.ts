/**
 * Which page bodies a navigation needs, without the code that loads them
 * (bodies.ts, its own chunk): this runs before every page, the first one too.
 */

/**
 * The body keys among a route preload's results (lists of loaded modules,
 * nested as react-loadable returns them): each page module carries its own
 * (../mdxModule.js).
 */
export function bodyKeysOf(results: unknown): string[] {
  const keys = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value !== null && typeof value === 'object') {
      const key = (value as { staticBodyKey?: unknown }).staticBodyKey;
      if (typeof key === 'string') keys.add(key);
    }
  };
  visit(results);
  return [...keys];
}

/**
 * The bodies of a route preload's results that are not on the page already.
 * The page being read needs none: Docusaurus preloads it before hydrating, and
 * its body is in its HTML.
 */
export function missingBodyKeys(results: unknown): string[] {
  return bodyKeysOf(results).filter((key) => !document.querySelector(`[data-static-body="${CSS.escape(key)}"]`));
}
