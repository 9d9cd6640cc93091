import React, { type ReactNode } from 'react';
import { Highlight, Prism, type PrismTheme } from 'prism-react-renderer';
import type { CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import type { Props as LineProps } from '@theme/CodeBlock/Line';

// The extra languages of themeConfig.prism (bash, json), registered with the
// chunk that uses them instead of on every page (plugins/code-highlight).
prismIncludeLanguages(Prism);

// Colours come from classes (prism-themes.css), so no inline styles.
const NO_STYLES: PrismTheme = { plain: {}, styles: [] };
const withoutStyle = <T extends { style?: unknown }>({ style: _style, ...rest }: T) => rest;

/** Prism-highlighted lines of a code block. */
export default function HighlightedLines({ metadata }: { metadata: CodeBlockMetadata }): ReactNode {
  return (
    <Highlight theme={NO_STYLES} code={metadata.code} language={metadata.language ?? 'text'}>
      {({ tokens, getLineProps, getTokenProps }) =>
        tokens.map((line, index) => (
          <Line
            key={index}
            line={line}
            getLineProps={((props) => withoutStyle(getLineProps(props))) as LineProps['getLineProps']}
            getTokenProps={((props) => withoutStyle(getTokenProps(props))) as LineProps['getTokenProps']}
            classNames={metadata.lineClassNames[index]}
            showLineNumbers={metadata.lineNumbersStart !== undefined}
          />
        ))
      }
    </Highlight>
  );
}
