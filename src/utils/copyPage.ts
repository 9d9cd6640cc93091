/**
 * issue 25: "Copy page" copies the page's Markdown twin (written by
 * plugins/llms-txt at the page's path plus `.md`). The twin is fetched only
 * when the reader asks. Where the browser supports it, the clipboard write
 * starts inside the click with the text still loading (a ClipboardItem that
 * takes a promise), which Safari requires; elsewhere the text is written once
 * it has arrived. A refused clipboard or a failed fetch is reported, never
 * thrown: the page keeps its "View as Markdown" link either way.
 */

/** Same rule as plugins/llms-txt (twinPath); a unit test keeps them equal. */
export function markdownTwinUrl(permalink: string): string {
  const path = permalink.split(/[?#]/)[0];
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

export type CopyPageOutcome = 'copied' | 'denied' | 'fetch-failed';

export interface CopyPageEnvironment {
  fetch(url: string): Promise<{ ok: boolean; text(): Promise<string> }>;
  clipboard?: {
    writeText?(text: string): Promise<void>;
    write?(items: unknown[]): Promise<void>;
  } | null;
  /** window.ClipboardItem, when the browser has it. */
  ClipboardItem?: new (items: Record<string, Promise<Blob>>) => unknown;
}

async function fetchText(url: string, env: CopyPageEnvironment): Promise<string> {
  const response = await env.fetch(url);
  if (!response.ok) throw new Error(`HTTP error loading ${url}`);
  return response.text();
}

export async function copyPageMarkdown(url: string, env: CopyPageEnvironment): Promise<CopyPageOutcome> {
  const clipboard = env.clipboard ?? null;
  const loading = fetchText(url, env);
  // Nothing else waits on it in the ClipboardItem branch when the write is refused first.
  loading.catch(() => undefined);

  if (clipboard && typeof clipboard.write === 'function' && env.ClipboardItem) {
    try {
      const blob = loading.then((value) => new Blob([value], { type: 'text/plain' }));
      blob.catch(() => undefined); // a refused write may never read it
      await clipboard.write([new env.ClipboardItem({ 'text/plain': blob })]);
      return 'copied';
    } catch {
      // Refused, or the browser cannot take a promise: try the plain text path below.
    }
  }
  let text: string;
  try {
    text = await loading;
  } catch {
    return 'fetch-failed';
  }
  if (!clipboard || typeof clipboard.writeText !== 'function') return 'denied';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'denied';
  }
}
