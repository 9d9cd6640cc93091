import fs from 'node:fs';
import path from 'node:path';
import { BADGE_MESSAGES, badgeFor, badgeTexts, configEntry, headingEntries, pageRule, type AddedInData, type Badge, type BadgeMessages } from '../../src/utils/addedIn';

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
  name?: string | null;
  attributes?: { type?: string; name: string; value: string }[];
}

const SITE_DIR = path.join(__dirname, '..', '..');
const DATA_FILE = path.join(SITE_DIR, 'src', 'data', 'addedIn.json');
const ZH_CODE = path.join(SITE_DIR, 'i18n', 'zh', 'code.json');
const IDS: Record<keyof BadgeMessages, string> = {
  firstRelease: 'docs.addedIn.firstRelease',
  version: 'docs.addedIn.version',
  nameVersion: 'docs.addedIn.nameVersion',
};

/** The badge texts of a page's locale: Chinese pages live under i18n/zh/, and their strings in its code.json. */
function messagesFor(filePath: string): BadgeMessages {
  if (!/[\\/]i18n[\\/]zh[\\/]/.test(filePath)) return BADGE_MESSAGES;
  let code: Record<string, { message?: unknown }> = {};
  try {
    code = JSON.parse(fs.readFileSync(ZH_CODE, 'utf8'));
  } catch {
    // No Chinese strings: the English ones, rather than a broken page.
  }
  const pick = (key: keyof BadgeMessages) => {
    const message = code[IDS[key]]?.message;
    return typeof message === 'string' && message !== '' ? message : BADGE_MESSAGES[key];
  };
  return { firstRelease: pick('firstRelease'), version: pick('version'), nameVersion: pick('nameVersion') };
}

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

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });

/** `<p class="added-in"><span class="added-in__badge">…</span></p>`: plain HTML, styled by src/css/added-in.css. */
function badgeNode(badge: Badge, messages: BadgeMessages): MdNode {
  const children = badgeTexts(badge, messages).map((text, index) => ({
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [attribute('className', index === 0 && badge.firstRelease ? 'added-in__badge added-in__badge--first' : 'added-in__badge')],
    children: [{ type: 'text', value: text }],
  }));
  return { type: 'mdxJsxFlowElement', name: 'p', attributes: [attribute('className', 'added-in')], children };
}

/**
 * issue 25: a remark plugin that puts an "Added in" badge under the title of
 * each config option page and under each API heading that names an option,
 * `rs` member, matcher, `expect` static or test/describe modifier, in both
 * locales. Versions and texts are settled here, at build time: pages carry
 * their own badges as HTML, and no data or script is shipped to the browser.
 * It runs before Docusaurus's own remark plugins, which take the title out.
 */
export default function remarkAddedIn() {
  return (tree: MdNode, file: { path?: string; history?: string[] }) => {
    const data = loadData();
    const filePath = file.path ?? file.history?.[0] ?? '';
    const rule = pageRule(filePath);
    if (!data || !rule || !tree.children) return;
    const messages = messagesFor(filePath);
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
      if (badge) out.push(badgeNode(badge, messages));
    }
    tree.children = out;
  };
}
