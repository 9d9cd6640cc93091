/**
 * The docs version prop that every doc page loads, without what this site's
 * client never reads:
 * - `docs`: every doc's id, title and description, read only by useDocById
 *   (DocCard). A page that renders a DocCard would throw "no doc found": none
 *   does (the docs checks fail on DocCard, DocCardList and generated-index).
 * - `unlisted: false` on sidebar links: the client only tests it for truth.
 */
export function leanVersionProp<T>(version: T): T {
  if (typeof version !== 'object' || version === null || !('docs' in version)) return version;
  const { docsSidebars } = version as { docsSidebars?: Record<string, unknown> };
  return {
    ...version,
    docs: {},
    ...(docsSidebars ? { docsSidebars: Object.fromEntries(Object.entries(docsSidebars).map(([name, items]) => [name, withoutFalseUnlisted(items)])) } : {}),
  };
}

function withoutFalseUnlisted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFalseUnlisted);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !(key === 'unlisted' && item === false))
      .map(([key, item]) => [key, key === 'items' ? withoutFalseUnlisted(item) : item]),
  );
}
