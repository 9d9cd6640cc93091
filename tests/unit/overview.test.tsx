import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import Overview from '../../src/components/Overview';
import { filterOverview } from '../../src/utils/overviewFilter';
import { renderWithDocusaurus } from './support/render';

const groups = [
  {
    label: 'Test Configurations',
    pages: [
      { title: 'include', permalink: '/config/test/include', headings: [{ text: 'Default value', id: 'default-value', depth: 2 }, { text: 'Glob syntax', id: 'glob', depth: 3 }] },
      { title: 'retry', permalink: '/config/test/retry', headings: [{ text: 'Example (a+b)*', id: 'example', depth: 2 }] },
    ],
  },
  { label: 'Build Configurations', pages: [{ title: 'resolve', permalink: '/config/build/resolve', headings: [{ text: 'alias', id: 'alias', depth: 2 }] }] },
];

describe('filterOverview (spec 2.5)', () => {
  it('keeps everything for an empty or blank keyword, with level-2 headings only', () => {
    const result = filterOverview(groups, '  ');
    expect(result).toHaveLength(2);
    expect(result[0].pages[0].headings.map((h) => h.id)).toEqual(['default-value']);
  });

  it('honours a deeper heading depth', () => {
    expect(filterOverview(groups, '', 3)[0].pages[0].headings.map((h) => h.id)).toEqual(['default-value', 'glob']);
  });

  it('matches page titles case-insensitively and keeps their headings', () => {
    const result = filterOverview(groups, 'INCLUDE');
    expect(result).toHaveLength(1);
    expect(result[0].pages.map((p) => p.title)).toEqual(['include']);
    expect(result[0].pages[0].headings).toHaveLength(1);
  });

  it('keeps only the matching headings of a page whose title does not match', () => {
    const result = filterOverview(groups, 'alias');
    expect(result).toEqual([{ label: 'Build Configurations', pages: [{ title: 'resolve', permalink: '/config/build/resolve', headings: [{ text: 'alias', id: 'alias', depth: 2 }] }] }]);
  });

  it('treats regex special characters literally', () => {
    expect(filterOverview(groups, '(a+b)*')[0].pages.map((p) => p.title)).toEqual(['retry']);
    expect(filterOverview(groups, '.*')).toEqual([]);
    expect(filterOverview(groups, '[')).toEqual([]);
  });
});

const sectioned = [
  {
    label: 'Test Configurations',
    pages: [
      { title: 'include', permalink: '/config/test/include', headings: [], section: { id: 'sidebar.config.section.files', text: 'Test files' } },
      { title: 'exclude', permalink: '/config/test/exclude', headings: [], section: { id: 'sidebar.config.section.files', text: 'Test files' } },
      { title: 'update', permalink: '/config/test/update', headings: [], section: { id: 'sidebar.config.section.snapshots', text: 'Snapshots' } },
    ],
  },
];

describe('overview sections (issue 14)', () => {
  it('keeps every page of a section whose label matches the keyword', () => {
    expect(filterOverview(sectioned, 'test files')[0].pages.map((p) => p.title)).toEqual(['include', 'exclude']);
  });

  const context = {};

  it('shows each section as a sub-heading of its group, in the page language', () => {
    renderWithDocusaurus(<Overview data={sectioned} />, context);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Test files', 'Snapshots']);
    renderWithDocusaurus(<Overview data={sectioned} />, { ...context, locale: 'zh' });
    expect(screen.getByRole('heading', { level: 3, name: '快照' })).toBeInTheDocument();
  });

  it('finds a page by its translated section label', () => {
    renderWithDocusaurus(<Overview data={sectioned} />, { ...context, locale: 'zh' });
    fireEvent.change(screen.getByLabelText('筛选'), { target: { value: '快照' } });
    expect(screen.getByRole('link', { name: 'update' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'include' })).not.toBeInTheDocument();
  });
});

describe('<Overview />', () => {
  const context = {};

  it('lists groups, pages and heading links', () => {
    renderWithDocusaurus(<Overview data={groups} />, context);
    expect(screen.getByRole('heading', { level: 2, name: 'Test Configurations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'include' })).toHaveAttribute('href', '/config/test/include');
    expect(screen.getByRole('link', { name: 'Default value' })).toHaveAttribute('href', '/config/test/include#default-value');
  });

  it('filters as the reader types and reports no match with the query', () => {
    renderWithDocusaurus(<Overview data={groups} />, context);
    const input = screen.getByLabelText('Filter');
    expect(input).toHaveAttribute('placeholder', 'Enter keyword');
    fireEvent.change(input, { target: { value: 'resolve' } });
    expect(screen.queryByRole('link', { name: 'include' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'resolve' })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '<img src=x onerror=alert(1)>' } });
    expect(screen.getByRole('status')).toHaveTextContent('No matching API found “<img src=x onerror=alert(1)>”'.replace(/[“”]/g, ''));
    expect(document.querySelector('img')).toBeNull();
  });

  it('renders no groups, not a crash, for data that is not a list of groups', () => {
    renderWithDocusaurus(<Overview data={{ versions: [] }} />, context);
    expect(screen.getByLabelText('Filter')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
  });

  it('uses Chinese labels on Chinese pages', () => {
    renderWithDocusaurus(<Overview data={groups} />, { ...context, locale: 'zh' });
    const input = screen.getByLabelText('筛选');
    expect(input).toHaveAttribute('placeholder', '输入关键词');
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByRole('status')).toHaveTextContent('没有找到匹配的 API');
  });
});
