import { Parser } from 'htmlparser2';

export const BODY_ATTRIBUTE = 'data-static-body';

export interface ExtractedBody {
  key: string;
  /** The holder's inner HTML, byte for byte as the page has it. */
  html: string;
}

/**
 * The page bodies of one built HTML page: every element carrying
 * `data-static-body="<key>"`, with its inner HTML cut from the page as it is
 * (so a client-side navigation sets exactly what a first load shows). A body
 * inside another body is part of the outer one's HTML and is not listed.
 */
export function extractBodies(html: string): ExtractedBody[] {
  const bodies: ExtractedBody[] = [];
  let depth = 0;
  let open: { key: string; depth: number; start: number } | null = null;
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        depth += 1;
        const key = attributes[BODY_ATTRIBUTE];
        if (open === null && key !== undefined) open = { key, depth, start: parser.endIndex + 1 };
      },
      onclosetag(_name, isImplied) {
        if (open !== null && depth === open.depth) {
          if (isImplied) throw new Error(`static-bodies: the body ${open.key} has no end tag`);
          bodies.push({ key: open.key, html: html.slice(open.start, parser.startIndex) });
          open = null;
        }
        depth -= 1;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return bodies;
}
