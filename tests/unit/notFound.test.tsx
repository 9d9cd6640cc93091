import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import NotFoundContent from '../../src/theme/NotFound/Content';
import { versionHomePath } from '../../src/utils/versionHome';
import { renderWithDocusaurus } from './support/render';

describe('404 page (spec 2.1, 8)', () => {
  it('shows the code, the heading and a link to the English home', async () => {
    renderWithDocusaurus(<NotFoundContent />, { path: '/nope' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('404 - Rstest'));
  });

  it('speaks Chinese and links to the Chinese home on /zh/', () => {
    renderWithDocusaurus(<NotFoundContent />, { locale: 'zh', path: '/zh/nope' });
    expect(screen.getByRole('heading', { level: 1, name: '页面未找到' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh/');
  });

  it('links to the home of an older version when one is active', () => {
    renderWithDocusaurus(<NotFoundContent />, {
      path: '/1.0/nope',
      activeVersionName: '1.0',
      versions: [
        { name: 'current', isLast: true, mainDocId: 'guide/start/index', docs: [{ id: 'guide/start/index', path: '/guide/start/' }] },
        { name: '1.0', isLast: false, mainDocId: 'guide/start/index', docs: [{ id: 'guide/start/index', path: '/1.0/guide/start/' }] },
      ],
    });
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/1.0/guide/start/');
  });
});

describe('versionHomePath', () => {
  const older = { isLast: false, mainDocId: 'a', docs: [{ id: 'b', path: '/1.0/b' }, { id: 'a', path: '/1.0/a' }] };
  it('is the locale home for the latest version or none', () => {
    expect(versionHomePath('/zh/', undefined)).toBe('/zh/');
    expect(versionHomePath('/', { ...older, isLast: true })).toBe('/');
  });
  it("is an older version's main doc", () => {
    expect(versionHomePath('/', older)).toBe('/1.0/a');
  });
  it('falls back to the locale home when the main doc is missing', () => {
    expect(versionHomePath('/', { ...older, mainDocId: 'gone' })).toBe('/');
  });
});
