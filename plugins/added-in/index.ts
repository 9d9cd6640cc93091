import fs from 'node:fs';
import path from 'node:path';
import { badgeFor, configEntry, encodeLater, headingEntries, pageRule, type AddedInData, type Badge } from '../../src/utils/addedIn';

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
  name?: string | null;
  attributes?: { type: 'mdxJsxAttribute'; name: string; value: string }[];
}

const DATA_FILE = path.join(__dirname, '..', '..', 'src', 'data', 'addedIn.json');

/** Read once per build; a missing or broken file means no badges, never a failed page. */
let cached: AddedInData | null | undefined;
function loadData(): AddedInData | null {
  if (cached === undefined) {
    try {
      const data = JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as AddedInData;
      cached = typeof data?.firstRelease === 'string' ? data : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

function textOf(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

function badgeNode(badge: Badge): MdNode {
  const attributes: MdNode['attributes'] = [{ type: 'mdxJsxAttribute', name: 'version', value: badge.version }];
  if (badge.firstRelease) attributes.push({ type: 'mdxJsxAttribute', name: 'first', value: 'true' });
  if (badge.later.length > 0) attributes.push({ type: 'mdxJsxAttribute', name: 'later', value: encodeLater(badge.later) });
  return { type: 'mdxJsxFlowElement', name: 'AddedIn', attributes, children: [] };
}

/**
 * issue 25: a remark plugin that puts an `<AddedIn>` badge (src/components/AddedIn)
 * under the title of each config option page and under each API heading that
 * names an option, `rs` member, matcher, `expect` static or test/describe
 * modifier, in both locales. The versions are looked up here, at build time,
 * so pages carry only their own badges and no data is shipped to the browser.
 */
export default function remarkAddedIn() {
  return (tree: MdNode, file: { path?: string; history?: string[] }) => {
    const data = loadData();
    const rule = pageRule(file.path ?? file.history?.[0] ?? '');
    if (!data || !rule || !tree.children) return;
    const out: MdNode[] = [];
    for (const node of tree.children) {
      out.push(node);
      if (node.type !== 'heading') continue;
      let badge: Badge | null = null;
      if (rule.kind === 'config' && node.depth === 1) {
        const entry = configEntry(data, textOf(node));
        badge = entry ? badgeFor(data, [entry]) : null;
      } else if (rule.kind === 'api' && node.depth !== undefined && node.depth >= 2 && node.depth <= 4) {
        badge = badgeFor(data, headingEntries(data, textOf(node), rule.bareGroup));
      }
      if (badge) out.push(badgeNode(badge));
    }
    tree.children = out;
  };
}
