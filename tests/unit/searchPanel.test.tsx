import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import SearchPanel from '../../src/components/SearchPanel';
import { INDEX_FETCH_FAILED_MESSAGE, LOADING_DELAY_MS, Searcher, SEARCH_TIMEOUT_MS } from '../../src/utils/search/searcher';
import type { SearchEngine, SearchSuggestion } from '../../src/utils/search/types';
import { renderWithDocusaurus } from './support/render';

const mockHistory = { push: jest.fn() };
jest.mock('@docusaurus/router', () => ({ useHistory: () => mockHistory }), { virtual: true });

const RESULTS: SearchSuggestion[] = [
  { type: 'title', title: 'retry', header: 'retry', link: '/config/test/retry', query: 'retry', statement: '', highlights: [{ start: 0, length: 5 }] },
  {
    type: 'content',
    title: 'retry',
    header: 'Default value',
    link: '/config/test/retry#default-value',
    query: 'retry',
    statement: '…the retry count is 0 by default…',
    highlights: [{ start: 5, length: 5 }],
  },
  { type: 'header', title: 'test', header: 'Per-test retry', link: '/api/test-api/test#retry', query: 'retry', statement: '', highlights: [{ start: 9, length: 5 }] },
];

async function setup({
  engine,
  locale = 'en' as 'en' | 'zh',
  loadEngine,
  unavailable,
  timeoutMs,
}: { engine?: SearchEngine; locale?: 'en' | 'zh'; loadEngine?: () => Promise<SearchEngine>; unavailable?: 'unbuilt'; timeoutMs?: number } = {}) {
  const search = jest.fn((keyword: string) => (keyword.trim() === 'retry' ? RESULTS : []));
  const log = { error: jest.fn(), debug: jest.fn() };
  const searcher = new Searcher({ loadEngine: loadEngine ?? (async () => engine ?? { search }), logger: log, unavailable, timeoutMs });
  const onClose = jest.fn();
  renderWithDocusaurus(<SearchPanel searcher={searcher} onClose={onClose} />, { locale });
  // The panel starts loading the index on mount; let that settle.
  await act(async () => {});
  const input = screen.getByRole('combobox');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { search, searcher, onClose, input, type, log };
}

beforeEach(() => {
  jest.useFakeTimers();
  mockHistory.push.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('SearchPanel (spec 2.7, 4, 8, 9)', () => {
  it('is a modal dialog with the input focused and the spec labels', async () => {
    const { input, searcher } = await setup();
    const dialog = screen.getByRole('dialog', { name: 'Search docs' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'Search docs');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close search' })).toBeInTheDocument();
    // spec 4: opening the panel loads the index.
    expect(searcher.state).toBe('inited');
    expect(dialog).toHaveAttribute('data-index-state', 'inited');
  });

  it.each([
    ['en', 'Search needs a production build.', 'npm run build && npm run serve'],
    ['zh', '搜索需要生产构建。', 'npm run build && npm run serve'],
  ] as const)('under the development server says at once (%s) that search needs a production build, and how to make one', async (locale, title, command) => {
    const { type, search, log } = await setup({ locale, unavailable: 'unbuilt' });
    expect(screen.getByRole('status')).toHaveTextContent(title);
    expect(screen.getByText(command).tagName).toBe('CODE');
    type('retry');
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status')).toHaveTextContent(title);
    expect(search).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('speaks Chinese on Chinese pages', async () => {
    const { input } = await setup({ locale: 'zh' });
    expect(input).toHaveAttribute('placeholder', '搜索文档');
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭搜索' })).toBeInTheDocument();
  });

  it('searches 150 ms after the last keystroke, once', async () => {
    const { type, search } = await setup();
    const wait = (ms: number) =>
      act(async () => {
        jest.advanceTimersByTime(ms);
      });
    type('r');
    await wait(100);
    type('ret');
    await wait(100);
    type('retry');
    await wait(149);
    expect(search).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('retry', 7);
  });

  it('groups the results by page title, with types, marks and links', async () => {
    const { type } = await setup();
    type('retry');
    act(() => jest.advanceTimersByTime(150));
    const groups = await screen.findAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['retry', 'test']);
    const options = within(groups[0]).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('data-type'))).toEqual(['title', 'content']);
    expect(options[1]).toHaveTextContent('Default value…the retry count is 0 by default…');
    expect(Array.from(options[1].querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['retry']);
    // Each option is the link itself (no control nested in a control).
    expect(options[1]).toHaveAttribute('href', '/config/test/retry#default-value');
    expect(Array.from(within(groups[1]).getByRole('option').querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['retry']);
  });

  it('walks the results with the arrow keys and opens one with Enter', async () => {
    const { type, input, onClose } = await setup();
    type('retry');
    act(() => jest.advanceTimersByTime(150));
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[2].id);
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // wraps to the first
    fireEvent.keyDown(input, { key: 'ArrowUp' }); // and back to the last
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(mockHistory.push).toHaveBeenCalledWith('/api/test-api/test#retry');
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('Enter right after typing searches at once and opens the top hit', async () => {
    const { type, input, search, onClose } = await setup();
    type('retry');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(search).toHaveBeenCalledWith('retry', 7);
    expect(mockHistory.push).toHaveBeenCalledWith('/config/test/retry');
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('asks for the documents of a keyword put in whole (a paste, an IME word) before the debounce, not for a letter typed', async () => {
    const prefetch = jest.fn();
    const engine: SearchEngine = { search: () => RESULTS, prefetch };
    const { input } = await setup({ engine });
    fireEvent.input(input, { target: { value: 'r' }, inputType: 'insertText', data: 'r' });
    expect(prefetch).toHaveBeenLastCalledWith('r', 7, false);
    fireEvent.input(input, { target: { value: 'toHaveBeenCalledWith' }, inputType: 'insertFromPaste' });
    expect(prefetch).toHaveBeenLastCalledWith('toHaveBeenCalledWith', 7, true);
    fireEvent.compositionStart(input);
    fireEvent.input(input, { target: { value: '测试' }, inputType: 'insertCompositionText', data: '测试' });
    expect(prefetch).toHaveBeenCalledTimes(2);
    fireEvent.compositionEnd(input, { data: '测试' });
    expect(prefetch).toHaveBeenLastCalledWith('测试', 7, true);
  });

  it('waits for an input method to finish composing before it searches', async () => {
    const { input, search } = await setup();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'ce shi' } });
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(search).not.toHaveBeenCalled();
    // The arrow keys belong to the input method while it composes.
    fireEvent.keyDown(input, { key: 'ArrowDown', isComposing: true });
    fireEvent.change(input, { target: { value: 'retry' } });
    fireEvent.compositionEnd(input);
    await act(async () => {
      jest.advanceTimersByTime(150);
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('retry', 7);
  });

  it.each(['', '   '])('shows nothing and searches nothing for the keyword %j (spec 5)', async (keyword) => {
    const { type, search, log } = await setup();
    type('retry');
    act(() => jest.advanceTimersByTime(150));
    await screen.findAllByRole('option');
    type(keyword);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByText(/No results/)).toBeNull();
    expect(search).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('says No results for "{query}" with the query as text, never HTML (spec 8)', async () => {
    const { type } = await setup();
    const payload = '<img src=x onerror="window.__xss=1">';
    type(payload);
    act(() => jest.advanceTimersByTime(150));
    const title = await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === `No results for "${payload}"`);
    expect(title.querySelector('img')).toBeNull();
    expect(screen.getByText('Please try again with a different keyword.')).toBeInTheDocument();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('says it in Chinese on Chinese pages', async () => {
    const { type } = await setup({ locale: 'zh' });
    type('不存在');
    act(() => jest.advanceTimersByTime(150));
    expect(await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === '没有找到“不存在”的相关结果')).toBeInTheDocument();
    expect(screen.getByText('请换个关键词再试。')).toBeInTheDocument();
  });

  it('logs the spec message, shows no results and says the index could not be loaded (spec 5, 8; issue 17)', async () => {
    const { type, log } = await setup({
      loadEngine: async () => {
        throw new SyntaxError('Unexpected token < in JSON');
      },
    });
    type('retry');
    act(() => jest.advanceTimersByTime(150));
    expect(await screen.findByText('The search index could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Reload the page to try again.')).toBeInTheDocument();
    // The keyword was fine: the reader is not asked for another one, and no result is listed.
    expect(screen.queryByText('Please try again with a different keyword.')).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(log.error).toHaveBeenCalledWith('Failed to fetch search index, please reload the page and try again.');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-index-state', 'initial');
  });

  it('says when the search itself failed (remote search), in Chinese on Chinese pages', async () => {
    const { type } = await setup({
      locale: 'zh',
      loadEngine: async () => ({
        search: async () => {
          throw new Error('HTTP 500');
        },
      }),
    });
    type('retry');
    act(() => jest.advanceTimersByTime(150));
    expect(await screen.findByText('搜索服务暂时不可用。')).toBeInTheDocument();
    expect(screen.getByText('请稍后再试。')).toBeInTheDocument();
  });

  it('shows the loading state while a search waits on the network, gives up with the index failure after the timeout, and searches again next time (issue 39)', async () => {
    let stalled = true;
    // A stalled request: the engine's answer never comes while `stalled`.
    const search = jest.fn((keyword: string) => (stalled ? new Promise<SearchSuggestion[]>(() => {}) : keyword.startsWith('retr') ? RESULTS : []));
    const { type, log } = await setup({ engine: { search }, timeoutMs: SEARCH_TIMEOUT_MS });
    const wait = (ms: number) =>
      act(async () => {
        jest.advanceTimersByTime(ms);
      });
    type('retry');
    await wait(150);
    expect(search).toHaveBeenCalledTimes(1);
    // A short wait shows nothing new (no flicker)…
    await wait(LOADING_DELAY_MS - 1);
    expect(screen.queryByRole('status')).toBeNull();
    // …a longer one the loading state, never a blank panel.
    await wait(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the search index…');
    await wait(SEARCH_TIMEOUT_MS - LOADING_DELAY_MS - 1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the search index…');
    await wait(1);
    expect(screen.getByText('The search index could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Reload the page to try again.')).toBeInTheDocument();
    expect(log.error).toHaveBeenCalledWith(INDEX_FETCH_FAILED_MESSAGE);
    // The network answers again: the next keyword is searched anew and answered.
    stalled = false;
    type('retries');
    await wait(150);
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('puts the loading state in place of the list of an earlier keyword when the next search is slow', async () => {
    let answer: ((results: SearchSuggestion[]) => void) | undefined;
    const search = jest.fn((keyword: string) => (keyword === 'retry' ? RESULTS : new Promise<SearchSuggestion[]>((resolve) => (answer = resolve))));
    const { type } = await setup({ engine: { search }, timeoutMs: SEARCH_TIMEOUT_MS });
    type('retry');
    act(() => jest.advanceTimersByTime(150));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    type('timeout');
    await act(async () => {
      jest.advanceTimersByTime(150 + LOADING_DELAY_MS);
    });
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the search index…');
    await act(async () => answer!([{ ...RESULTS[0], query: 'timeout' }]));
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with Escape, Cancel, the close icon and a click on the mask, not a click inside', async () => {
    const { onClose, input } = await setup();
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    fireEvent.mouseDown(screen.getByTestId('search-mask'));
    expect(onClose.mock.calls).toEqual([[true], [true], [true], [true]]);
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.mouseDown(input);
    expect(onClose).toHaveBeenCalledTimes(4);
  });
});
