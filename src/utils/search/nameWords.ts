/**
 * The words of a name or phrase, lower case: camelCase, dots, dashes and
 * underscores split words; a run of Chinese characters is one word.
 * "rs.spyOn" → rs spy on; "passWithNoTests" → pass with no tests.
 */
export function nameWords(text: string): string[] {
  return (
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .toLowerCase()
      .match(/\p{Unified_Ideograph}+|[a-z0-9]+/gu) ?? []
  );
}

/**
 * Whether a word is an identifier of code: camelCase (logHeapUsage) or with
 * underscores (JEST_WORKER_ID, snake_case). PascalCase is left whole: it is as
 * often a brand (GitHub, TypeScript) as a type (MockInstance).
 */
export const isIdentifierWord = (word: string) => /^[a-z][a-z0-9]*[A-Z]/.test(word) || /[A-Za-z0-9]_[A-Za-z0-9]/.test(word);

/**
 * The parts of an identifier that the index keeps (nameWords, stop words left
 * out): logHeapUsage → log heap usage; none for any other word (issue 39).
 */
export function identifierParts(word: string, isStopWord: (word: string) => boolean): string[] {
  if (!isIdentifierWord(word)) return [];
  const parts = nameWords(word);
  return parts.length > 1 ? parts.filter((part) => !isStopWord(part)) : [];
}

/**
 * How many index words the Latin words of a text make: a stop word none, an
 * identifier its parts, any other word one. A title or heading and a query
 * counted alike tell whether the one names the other (rank.ts).
 */
export function latinWordCount(text: string, isStopWord: (word: string) => boolean): number {
  let count = 0;
  for (const word of text.match(/[A-Za-z0-9_]+/g) ?? []) {
    const parts = identifierParts(word, isStopWord);
    count += parts.length > 0 ? parts.length : isStopWord(word.toLowerCase()) ? 0 : 1;
  }
  return count;
}
