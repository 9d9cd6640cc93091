/**
 * The synonym groups of the search ranking, from the Chinese glossary: per
 * concept, its English name (what comes before a parenthesis, each name of a
 * comma-separated list), the Chinese terms to use and the variants to avoid.
 * A group keeps only names made of letters, digits, Chinese characters and
 * spaces (a variant with punctuation is a calque of prose, not a name), and
 * is left out when fewer than two distinct names remain, or when the English
 * concept is not such a name ("headless / headed mode" is two concepts).
 */
const NAME = /^[\p{L}\p{N}\p{Unified_Ideograph} .-]+$/u;

/** The names of one glossary concept. */
function namesOf(term) {
  const english = term.en
    .split('(')[0]
    .split(',')
    .map((name) => name.trim());
  return [...english, ...term.use, ...term.avoid].map((name) => name.trim()).filter((name) => name && NAME.test(name));
}

export function synonymGroups(glossary) {
  return glossary.terms.flatMap((term) => {
    if (!NAME.test(term.en.split('(')[0].trim())) return [];
    const names = [];
    const seen = new Set();
    for (const name of namesOf(term)) {
      const key = name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      names.push(name);
    }
    return names.length > 1 ? [names] : [];
  });
}
