import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { CodeBlockContextProvider, type CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import { codeTextOf } from '../utils/codeText';
import contentStyles from '../theme/CodeBlock/Content/styles.module.css';

type WordWrap = Parameters<typeof CodeBlockContextProvider>[0]['wordWrap'];

/**
 * A static code block's buttons: the same components as in a React-rendered
 * block (src/theme/CodeBlock/Buttons), given what they read from the block's
 * context: the code, read back from the block, and a wrap switch that sets the
 * block's wrap class (src/theme/CodeBlock/Content/String.tsx starts it from
 * the config on the server).
 */
function CodeButtons({ block, pre }: { block: HTMLElement; pre: HTMLElement }): ReactNode {
  const [wrapped, setWrapped] = useState(() => block.classList.contains(contentStyles.wrapped));
  useEffect(() => {
    block.classList.toggle(contentStyles.wrapped, wrapped);
  }, [block, wrapped]);
  const metadata = useMemo(() => ({ code: codeTextOf(pre.querySelector('code') ?? pre) }) as CodeBlockMetadata, [pre]);
  const wordWrap = useMemo(
    () => ({ codeBlockRef: { current: pre }, isEnabled: wrapped, isCodeScrollable: true, toggle: () => setWrapped((value) => !value) }) as unknown as WordWrap,
    [pre, wrapped],
  );
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}

export function renderCodeButtons(root: Root, block: HTMLElement, pre: HTMLElement): void {
  root.render(<CodeButtons block={block} pre={pre} />);
}
