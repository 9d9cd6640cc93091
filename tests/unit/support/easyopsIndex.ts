import lunr from 'lunr';
import type { EasyopsIndexPart } from '../../../plugins/search-index/indexFile';

/** A document as easyops indexes it: i id, t text, u url, h #hash, p id of its page's title document, s section title. */
export type EasyopsDoc = { i: number; t: string; u: string; h?: string; p?: number; s?: string };

/**
 * One easyops index part over `documents`, built by lunr the way easyops builds
 * it (one field `t`, term positions kept). `words`: no pipeline, each
 * space-separated word is a term, as jieba's cut Chinese words are for easyops
 * (lunr's English trimmer would drop Chinese characters; jieba is not here).
 * `separator`: where the tokenizer cuts text (easyops cuts at every non-word
 * character, lunr by default at spaces and dashes).
 */
export function easyopsPart(documents: EasyopsDoc[], { words = false, separator }: { words?: boolean; separator?: RegExp } = {}): EasyopsIndexPart {
  const index = lunr(function () {
    if (separator) {
      // The site's tokenizer splits on every non-word character (rs.fn is two terms); lunr's on spaces and dashes.
      const builder = this as unknown as { tokenizer: (...args: unknown[]) => unknown };
      const tokenizer = (lunr as unknown as { tokenizer: unknown }).tokenizer as ((...args: unknown[]) => unknown) & { separator: RegExp };
      builder.tokenizer = (...args: unknown[]) => {
        const saved = tokenizer.separator;
        tokenizer.separator = separator;
        try {
          return tokenizer(...args);
        } finally {
          tokenizer.separator = saved;
        }
      };
    }
    if (words) {
      // Not in lunr's type declarations, but on every Builder.
      const builder = this as unknown as { pipeline: { reset(): void }; searchPipeline: { reset(): void } };
      builder.pipeline.reset();
      builder.searchPipeline.reset();
    }
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of documents) this.add({ ...doc, i: String(doc.i) });
  });
  return { documents, index: JSON.parse(JSON.stringify(index)) };
}
