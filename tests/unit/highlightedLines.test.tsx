/**
 * issue 23: a code block's server HTML and its browser render must be the
 * same markup (a block first rendered in the browser, after a client-side
 * navigation, must not differ from the hydrated ones), with few elements.
 */
import React from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { Highlight } from 'prism-react-renderer';

jest.mock('@theme/prism-include-languages', () => ({ __esModule: true, default: () => {} }), { virtual: true });
// Only numbered blocks use Docusaurus's Line; these tests have none.
jest.mock('@theme/CodeBlock/Line', () => ({ __esModule: true, default: () => null }), { virtual: true });

// eslint-disable-next-line import/first
import HighlightedLines from '../../src/theme/CodeBlock/Content/HighlightedLines';

const code = "import { test, expect } from '@rstest/core';\n\ntest('adds', () => {\n  expect(1 + 1).toBe(2);\n});";
const meta = (lineClassNames: Record<number, string[]> = {}) => ({ language: 'ts', code, lineClassNames, lineNumbersStart: undefined }) as never;

describe('HighlightedLines', () => {
  it('renders the same HTML on the server and in the browser', () => {
    for (const metadata of [meta(), meta({ 3: ['theme-code-block-highlighted-line'] })]) {
      // Parsed, so that both sides are serialised the same way (&#x27; and ').
      const server = document.createElement('div');
      server.innerHTML = renderToString(<HighlightedLines metadata={metadata} />);
      const { container } = render(<HighlightedLines metadata={metadata} />);
      expect(container.innerHTML).toBe(server.innerHTML);
    }
  });

  it('keeps the code text exactly, coloured, with no element per line and no comment nodes', () => {
    const { container } = render(<HighlightedLines metadata={meta()} />);
    expect(container.textContent).toBe(code);
    expect(container.querySelector('.token.keyword')?.textContent).toBe('import');
    expect(container.querySelectorAll('.token-line')).toHaveLength(0);
    expect(renderToString(<HighlightedLines metadata={meta()} />)).not.toContain('<!--');
    // Far fewer elements than Prism's tokens (one per word, space and bracket).
    let prismTokens = 0;
    render(
      <Highlight code={code} language="ts">
        {({ tokens }) => {
          prismTokens = tokens.flat().length;
          return null;
        }}
      </Highlight>,
    );
    expect(container.querySelectorAll('span').length).toBeLessThan(prismTokens * 0.6);
  });

  it('gives highlighted lines their own element with their classes', () => {
    const { container } = render(<HighlightedLines metadata={meta({ 3: ['theme-code-block-highlighted-line'] })} />);
    const lines = container.querySelectorAll('.token-line');
    expect(lines).toHaveLength(5);
    expect(lines[3].className).toContain('theme-code-block-highlighted-line');
    expect(lines[3].textContent).toBe('  expect(1 + 1).toBe(2);');
    // The empty second line keeps its height.
    expect(lines[1].innerHTML).toBe('<br>');
  });
});
