import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type { Props } from '@theme/CodeBlock/Content/String';
import { useReadingConfig } from '../../../hooks/useReadingConfig';
import styles from './styles.module.css';

/**
 * spec 4: a code block's wrap state starts from `markdown.defaultWrapCode`.
 * Docusaurus's useCodeWordWrap always starts unwrapped and wraps through inline
 * styles; this one starts from the config and wraps through a class, so a
 * block that starts wrapped is already wrapped in the server-rendered HTML.
 */
function useCodeWrap(defaultEnabled: boolean) {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(defaultEnabled);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const toggle = useCallback(() => setIsEnabled((value) => !value), []);
  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const update = () => setIsCodeScrollable(pre.scrollWidth > pre.clientWidth);
    // A ResizeObserver reports after the browser's own layout. Reading the
    // widths in the effect itself forced a layout of the whole page once per
    // block, inside hydration's long task (issue 23: ~140 ms at 4x CPU
    // slowdown on a page of 25 blocks). It also sees the block resize with
    // its column, not only with the window.
    if (typeof ResizeObserver === 'undefined') {
      update();
      window.addEventListener('resize', update, { passive: true });
      return () => window.removeEventListener('resize', update);
    }
    const observer = new ResizeObserver(update);
    observer.observe(pre);
    return () => observer.disconnect();
  }, [isEnabled]);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}

// Same as Docusaurus's CodeBlock/Content/String, with our wrap hook.
export default function CodeBlockContentString(props: Props): ReactNode {
  const { prism } = useThemeConfig();
  const { defaultWrapCode } = useReadingConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWrap(defaultWrapCode);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout className={clsx(wordWrap.isEnabled && styles.wrapped)} />
    </CodeBlockContextProvider>
  );
}
