import postcss, { type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * Whether a selector can match a page whose files contain only `tokens`: every
 * class and id it requires (not those inside a pseudo-class argument, such as
 * :not(.x), which may hold whatever the page lacks) must be a token.
 */
export function selectorCanMatch(selector: string, tokens: ReadonlySet<string>): boolean {
  let canMatch = true;
  selectorParser((root) => {
    root.walk((node) => {
      if (node.type !== 'class' && node.type !== 'id') return;
      for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return;
      if (!tokens.has(node.value)) canMatch = false;
    });
  }).processSync(selector);
  return canMatch;
}

/**
 * The stylesheet without the rules no page of the build can use (issue 38:
 * most of Infima's utilities and components are never rendered here). A rule
 * stays when one of its selectors can match; keyframes, font faces and rules
 * without classes stay as they are.
 */
export function purgeCss(css: string, tokens: ReadonlySet<string>): { css: string; removed: number } {
  const root = postcss.parse(css);
  let removed = 0;
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    const kept = rule.selectors.filter((selector) => selectorCanMatch(selector, tokens));
    if (kept.length === 0) {
      rule.remove();
      removed += 1;
    } else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // At-rules (@media, @supports, @layer) left empty.
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return { css: root.toString(), removed };
}

/** Every word a built file could name a class or id with. */
export function tokensOf(text: string, into: Set<string> = new Set()): Set<string> {
  for (const token of text.match(/[A-Za-z0-9_-]+/g) ?? []) into.add(token);
  return into;
}
