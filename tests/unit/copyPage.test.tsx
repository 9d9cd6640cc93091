import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { copyPageMarkdown, markdownTwinUrl, type CopyPageEnvironment } from '../../src/utils/copyPage';
import { twinPath } from '../../plugins/llms-txt/markdownTwin';
import CopyPage from '../../src/components/CopyPage';
import { renderWithDocusaurus } from './support/render';

const ok = (text: string) => jest.fn().mockResolvedValue({ ok: true, text: () => Promise.resolve(text) });

describe('markdownTwinUrl (issue 25)', () => {
  it.each([
    ['/config/test/retry', '/config/test/retry.md'],
    ['/zh/config/test/retry', '/zh/config/test/retry.md'],
    ['/guide/start/', '/guide/start/index.md'],
    ['/zh/api/', '/zh/api/index.md'],
  ])('%s → %s, the path plugins/llms-txt writes', (permalink, twin) => {
    expect(markdownTwinUrl(permalink)).toBe(twin);
    expect(markdownTwinUrl(permalink)).toBe(twinPath(permalink));
  });

  it('drops a query or hash', () => {
    expect(markdownTwinUrl('/api/test-api/expect?x=1#tobe')).toBe('/api/test-api/expect.md');
  });
});

describe('copyPageMarkdown (issue 25)', () => {
  it('writes the fetched text with writeText when there is no ClipboardItem', async () => {
    const fetch = ok('# retry\n');
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(copyPageMarkdown('/a.md', { fetch, clipboard: { writeText } })).resolves.toBe('copied');
    expect(fetch).toHaveBeenCalledWith('/a.md');
    expect(writeText).toHaveBeenCalledWith('# retry\n');
  });

  it('starts a ClipboardItem write with the text still loading, when the browser has it', async () => {
    const written: Array<Record<string, Promise<Blob>>> = [];
    class FakeItem {
      constructor(public items: Record<string, Promise<Blob>>) {
        written.push(items);
      }
    }
    const write = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    const env: CopyPageEnvironment = { fetch: ok('# expect\n'), clipboard: { write, writeText }, ClipboardItem: FakeItem };
    await expect(copyPageMarkdown('/b.md', env)).resolves.toBe('copied');
    expect(write).toHaveBeenCalledTimes(1);
    const blob = await written[0]['text/plain'];
    expect(blob.type).toBe('text/plain');
    expect(blob.size).toBe('# expect\n'.length);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to writeText when write refuses the promise item', async () => {
    class FakeItem {}
    const write = jest.fn().mockRejectedValue(new TypeError('unsupported'));
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(copyPageMarkdown('/c.md', { fetch: ok('text'), clipboard: { write, writeText }, ClipboardItem: FakeItem })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('text');
  });

  it.each<[string, CopyPageEnvironment['clipboard']]>([
    ['the clipboard API is missing', undefined],
    ['the clipboard API is null', null],
    ['writeText refuses (permission denied)', { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }],
    ['both write and writeText refuse', { write: () => Promise.reject(new Error('no')), writeText: () => Promise.reject(new Error('no')) }],
  ])('says denied when %s', async (_case, clipboard) => {
    class FakeItem {}
    await expect(copyPageMarkdown('/d.md', { fetch: ok('text'), clipboard, ClipboardItem: FakeItem })).resolves.toBe('denied');
  });

  it.each([
    ['the server answers 404', jest.fn().mockResolvedValue({ ok: false, text: () => Promise.resolve('Not found') })],
    ['the network fails', jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('says fetch-failed when %s, whatever the clipboard path', async (_case, fetch) => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(copyPageMarkdown('/e.md', { fetch, clipboard: { writeText } })).resolves.toBe('fetch-failed');
    expect(writeText).not.toHaveBeenCalled();
    class FakeItem {}
    const write = jest.fn((items: Array<{ items?: unknown }>) => Promise.reject(new Error(String(items.length))));
    await expect(copyPageMarkdown('/e.md', { fetch, clipboard: { write, writeText }, ClipboardItem: FakeItem })).resolves.toBe('fetch-failed');
  });
});

describe('CopyPage (issue 25)', () => {
  const originalFetch = window.fetch;
  afterEach(() => {
    window.fetch = originalFetch;
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('links to the Markdown twin and fetches nothing until clicked', () => {
    const fetch = jest.fn();
    window.fetch = fetch;
    render(<CopyPage permalink="/zh/config/test/retry" />);
    expect(screen.getByRole('link', { name: 'View as Markdown' }).getAttribute('href')).toBe('/zh/config/test/retry.md');
    expect(screen.getByRole('button', { name: /Copy page/ })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says Copied after a copy, then returns to Copy page', async () => {
    jest.useFakeTimers();
    try {
      window.fetch = ok('# page') as unknown as typeof window.fetch;
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      render(<CopyPage permalink="/guide/start/" />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button'));
      });
      expect(writeText).toHaveBeenCalledWith('# page');
      expect(screen.getByRole('button').textContent).toContain('Copied');
      expect(screen.getByRole('status').textContent).toBe('Copied');
      act(() => {
        jest.advanceTimersByTime(2000);
      });
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('explains a refused clipboard and keeps the link', async () => {
    window.fetch = ok('# page') as unknown as typeof window.fetch;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    render(<CopyPage permalink="/guide/start/" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('status').textContent).toMatch(/did not allow copying/);
    expect(screen.getByRole('link', { name: 'View as Markdown' })).toBeTruthy();
  });

  it('explains a failed fetch', async () => {
    window.fetch = jest.fn().mockResolvedValue({ ok: false, text: () => Promise.resolve('') }) as unknown as typeof window.fetch;
    render(<CopyPage permalink="/guide/start/" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('status').textContent).toMatch(/could not be loaded/);
  });
});

describe('CopyPage in Chinese (issue 25)', () => {
  it('labels the button and link from i18n/zh/code.json', () => {
    renderWithDocusaurus(<CopyPage permalink="/zh/guide/start/" />, { locale: 'zh' });
    expect(screen.getByRole('button', { name: /复制页面/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看 Markdown' }).getAttribute('href')).toBe('/zh/guide/start/index.md');
  });
});
