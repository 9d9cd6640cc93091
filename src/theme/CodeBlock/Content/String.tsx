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
    const update = () => {
      const pre = codeBlockRef.current;
      if (pre) setIsCodeScrollable(pre.scrollWidth > pre.clientWidth);
    };
    update();
    window.addEventListener('resize', update, { passive: true });
    return () => window.removeEventListener('resize', update);
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
