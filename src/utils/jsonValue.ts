/**
 * Whether a value reaches the browser intact through JSON (an island's props,
 * issue 38): strings, finite numbers, booleans, null, arrays and plain objects
 * of those. An object member that is undefined is left out, as JSON.stringify
 * does; a function, an element, a class instance or a symbol is not data.
 */
export function isJsonValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value as Record<string, unknown>).every((member) => member === undefined || isJsonValue(member));
}
