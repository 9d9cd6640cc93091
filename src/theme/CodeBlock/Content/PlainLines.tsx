import React, { type ReactNode } from 'react';
import type { CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import { lineProps, needsLineElements } from './lineMarkup';

const tokenProps: LineProps['getTokenProps'] = ({ token }) => ({ className: 'token plain', children: token.content });

/**
 * The code without colours: shown while the Prism chunk loads. Same line
 * structure as HighlightedLines, so the lines do not move when colours arrive.
 */
export default function PlainLines({ metadata }: { metadata: CodeBlockMetadata }): ReactNode {
  if (!needsLineElements(metadata)) return metadata.code;
  return metadata.code.split('\n').map((text, index) => (
    <Line
      key={index}
      line={[{ types: ['plain'], content: text }]}
      getLineProps={lineProps}
      getTokenProps={tokenProps}
      classNames={metadata.lineClassNames[index]}
      showLineNumbers={metadata.lineNumbersStart !== undefined}
    />
  ));
}
