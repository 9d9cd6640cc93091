import React, { Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext, type CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import PlainLines from './PlainLines';
import HighlightedLines from './LazyHighlightedLines';
import styles from './styles.module.css';

// Server-rendered lines by block (language, code and line classes). Docusaurus
// Tabs remount their panels once hydrated, so a block can mount again in the
// browser right after it hydrated; it reuses those lines instead of Prism.
const serverLines = new Map<string, string>();

// Docusaurus's own switch between hydrateRoot (build) and createRoot (dev
// server), defined for the browser bundle (core/lib/webpack/client.js).
const hydratesServerHtml = () => String(process.env.HYDRATE_CLIENT_ENTRY) === 'true';
const blockKey = (metadata: CodeBlockMetadata) =>
  JSON.stringify([metadata.language, metadata.code, metadata.lineClassNames, metadata.lineNumbersStart]);

/**
 * Replaces Docusaurus's CodeBlock content so that Prism stays out of the first
 * load. On the server the lines are highlighted as usual. In the browser, a
 * block that hydrates from that HTML keeps it as it is (the token colours are
 * classes, see plugins/code-highlight), so nothing needs Prism; a block first
 * rendered in the browser shows plain lines until the Prism chunk arrives.
 */
export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const isBrowser = useIsBrowser();
  const key = blockKey(metadata);
  // During hydration isBrowser is still false: the HTML on screen came from the server.
  // The dev server renders in the browser only (no server HTML to keep): its
  // first render must highlight, or every block stays an empty box.
  const [hydratedKey] = useState(() => (ExecutionEnvironment.canUseDOM && !isBrowser && hydratesServerHtml() ? key : undefined));
  const hydrated = hydratedKey === key;
  const reused = hydrated ? undefined : serverLines.get(key);
  const numbered = metadata.lineNumbersStart !== undefined;
  const codeProps = {
    className: clsx(styles.lines, numbered && styles.numbered),
    style: (numbered ? { counterReset: `line-count ${metadata.lineNumbersStart! - 1}` } : undefined) as CSSProperties | undefined,
  };
  let code: ReactNode;
  if (hydrated) {
    // React leaves an element's server HTML alone when it is set through
    // dangerouslySetInnerHTML, and never rewrites it while __html is unchanged.
    const remember = (element: HTMLElement | null) => {
      if (element && !serverLines.has(key)) serverLines.set(key, element.innerHTML);
    };
    code = <code key="server" ref={remember} {...codeProps} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  } else if (reused !== undefined) {
    // Our own server output for this very block, captured above.
    code = <code key="reused" {...codeProps} dangerouslySetInnerHTML={{ __html: reused }} />;
  } else if (ExecutionEnvironment.canUseDOM) {
    code = (
      <code key="client" {...codeProps}>
        <Suspense fallback={<PlainLines metadata={metadata} />}>
          <HighlightedLines metadata={metadata} />
        </Suspense>
      </code>
    );
  } else {
    // No Suspense boundary on the server: React streams a large boundary as a
    // separate segment that an inline script moves into place.
    code = (
      <code {...codeProps}>
        <HighlightedLines metadata={metadata} />
      </code>
    );
  }
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable code must be reachable by keyboard.
      tabIndex={0}
      // The line count sizes the block before the browser lays it out (styles.module.css).
      style={{ '--code-lines': metadata.code.split('\n').length } as CSSProperties}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.pre, 'thin-scrollbar')}>
      {code}
    </pre>
  );
}
