import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { Highlight, Prism, type PrismTheme } from 'prism-react-renderer';
import type { CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import { blockSegments, lineSegments, type CodeSegment, type CodeToken } from '../../../utils/codeSegments';
import { lineProps, needsLineElements } from './lineMarkup';

// The extra languages of themeConfig.prism (bash, json), registered with the
// chunk that uses them instead of on every page (plugins/code-highlight).
prismIncludeLanguages(Prism);

// Colours come from classes (prism-themes.css), so no inline styles.
const NO_STYLES: PrismTheme = { plain: {}, styles: [] };

/** Segments as React children: bare text for uncoloured runs, one span per coloured run. */
const renderSegments = (segments: CodeSegment[]) =>
  segments.map((segment, index) =>
    segment.className === undefined ? segment.text : <span key={index} className={segment.className}>{segment.text}</span>,
  );

// Line numbers keep Docusaurus's line markup (its CSS numbers the lines), fed
// with merged tokens so each line still has few elements.
const tokenProps: LineProps['getTokenProps'] = ({ token }) => ({ className: clsx(token.types.length > 0 && `token ${token.types.join(' ')}`), children: token.content });
const asTokens = (segments: CodeSegment[]): CodeToken[] =>
  segments.map((segment) => ({ types: segment.className?.split(' ').slice(1) ?? [], content: segment.text }));

/**
 * Prism-highlighted lines of a code block (issue 23: as few elements as look
 * the same). A block without highlighted lines or line numbers is one run of
 * text and spans, its lines broken by the <pre>'s newlines; otherwise each line
 * is a `token-line` element carrying its classes.
 */
export default function HighlightedLines({ metadata }: { metadata: CodeBlockMetadata }): ReactNode {
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <Highlight theme={NO_STYLES} code={metadata.code} language={metadata.language ?? 'text'}>
      {({ tokens }) => {
        if (!needsLineElements(metadata)) return renderSegments(blockSegments(tokens));
        return tokens.map((line, index) => {
          const segments = lineSegments(line);
          if (numbered) {
            return (
              <Line key={index} line={asTokens(segments)} getLineProps={lineProps} getTokenProps={tokenProps} classNames={metadata.lineClassNames[index]} showLineNumbers />
            );
          }
          return (
            <div key={index} className={clsx('token-line', metadata.lineClassNames[index])}>
              {renderSegments(segments)}
              {/* An empty line would collapse to no height without it. */}
              {segments.length === 0 && <br />}
            </div>
          );
        });
      }}
    </Highlight>
  );
}
