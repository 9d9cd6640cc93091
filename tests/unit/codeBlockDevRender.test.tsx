/**
 * issue 23, part 6: the dev server (`docusaurus start`) renders in the browser
 * with no server HTML. A code block's first browser render there must show its
 * code; only a real hydration (the build) keeps the server HTML untouched.
 */
import React, { createContext, useContext } from 'react';
import { render } from '@testing-library/react';

jest.mock('@docusaurus/ExecutionEnvironment', () => ({ __esModule: true, default: { canUseDOM: true } }), { virtual: true });
// The first render in the browser, before Docusaurus marks it as such.
jest.mock('@docusaurus/useIsBrowser', () => ({ __esModule: true, default: () => false }), { virtual: true });
jest.mock('@docusaurus/theme-common/internal', () => {
  const Context = createContext<unknown>(null);
  return { useCodeBlockContext: () => useContext(Context), Context };
});
jest.mock('@theme/CodeBlock/Line', () => ({
  __esModule: true,
  default: ({ line }: { line: { content: string }[] }) => <span className="token-line">{line.map((token) => token.content).join('')}</span>,
}), { virtual: true });
// The Prism chunk never arrives in this test: the plain-lines fallback shows.
jest.mock('../../src/theme/CodeBlock/Content/LazyHighlightedLines', () => ({ __esModule: true, default: () => { throw new Promise(() => {}); } }));

// eslint-disable-next-line import/first
import Content from '../../src/theme/CodeBlock/Content';

const { Context } = jest.requireMock('@docusaurus/theme-common/internal') as { Context: React.Context<unknown> };
const metadata = { language: 'ts', code: 'const answer = 42;\nexport { answer };', lineClassNames: {}, lineNumbersStart: undefined };

function renderBlock(hydrateClientEntry: string | undefined): HTMLElement {
  const saved = process.env.HYDRATE_CLIENT_ENTRY;
  if (hydrateClientEntry === undefined) delete process.env.HYDRATE_CLIENT_ENTRY;
  else process.env.HYDRATE_CLIENT_ENTRY = hydrateClientEntry;
  const { container } = render(
    <Context.Provider value={{ metadata, wordWrap: { codeBlockRef: { current: null } } }}>
      <Content />
    </Context.Provider>,
  );
  if (saved === undefined) delete process.env.HYDRATE_CLIENT_ENTRY;
  else process.env.HYDRATE_CLIENT_ENTRY = saved;
  return container;
}

describe('code block first render in the browser', () => {
  it('shows the code when nothing was server-rendered (dev server)', () => {
    expect(renderBlock(undefined).querySelector('code')?.textContent).toBe('const answer = 42;\nexport { answer };');
  });

  it('keeps the server HTML instead when the page hydrates (build)', () => {
    expect(renderBlock('true').querySelector('code')?.textContent).toBe('');
  });
});
