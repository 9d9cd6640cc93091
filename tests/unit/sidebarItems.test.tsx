import React from 'react';
import { render, screen } from '@testing-library/react';
import { divider, sectionHeader, sectionHeaderOf } from '../../src/config/sidebarItems';
import { TEST_OPTION_SECTIONS } from '../../src/config/configSections';
import DocSidebarItemHtml from '../../src/theme/DocSidebarItem/Html';
import { setTranslations } from './support/translate';
import zhCode from '../../i18n/zh/code.json';
import enCode from '../../i18n/en/code.json';

describe('sidebar item kinds (spec 3)', () => {
  it('makes dashed and solid dividers, without a role the <hr> already has', () => {
    expect(divider('dashed').value).toContain('sidebar-divider--dashed');
    expect(divider().value).toContain('sidebar-divider--solid');
    expect(divider().value).not.toContain('role=');
  });

  it('gives a section header its translation id for the wrapped html item', () => {
    const item = sectionHeader('Test files', undefined, 'sidebar.config.section.files');
    expect(sectionHeaderOf(item)).toEqual({ id: 'sidebar.config.section.files', text: 'Test files' });
    expect(sectionHeaderOf(divider())).toBeUndefined();
  });

  it('makes a section header with an optional, escaped tag', () => {
    expect(sectionHeader('Guide').value).not.toContain('sidebar-tag');
    const item = sectionHeader('A & B', '<new>');
    expect(item.value).toContain('A &#38; B');
    expect(item.value).toContain('<span class="sidebar-tag">&#60;new&#62;</span>');
  });
});

describe('section headers of the Test Configurations group', () => {
  it('have an English and a Chinese label for every section', () => {
    for (const { id, label } of TEST_OPTION_SECTIONS) {
      expect((enCode as Record<string, { message: string }>)[id]?.message).toBe(label);
      expect((zhCode as Record<string, { message: string }>)[id]?.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('render translated by the wrapped html item; other html items go to the original', () => {
    setTranslations({ 'sidebar.config.section.files': '测试文件' });
    const item = sectionHeader('Test files', undefined, 'sidebar.config.section.files');
    const { container } = render(<ul><DocSidebarItemHtml item={item as never} level={1} index={0} activePath="/" /></ul>);
    expect(container.querySelector('li.sidebar-section-header')).toHaveTextContent('测试文件');
    render(<ul><DocSidebarItemHtml item={divider() as never} level={1} index={1} activePath="/" /></ul>);
    expect(screen.getByTestId('theme-original')).toBeInTheDocument();
    setTranslations({});
  });
});

describe('sidebars', () => {
  it('list every doc page once, and no page that does not exist', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { default: sidebars } = await import('../../sidebars');
    const docsDir = path.resolve(__dirname, '../../docs');
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.mdx?$/.test(entry.name)) pages.push(path.relative(docsDir, file).replace(/\.mdx?$/, ''));
      }
    };
    walk(docsDir);
    const ids: string[] = [];
    const collect = (items: unknown[]) => {
      for (const item of items) {
        if (typeof item === 'string') ids.push(item);
        else if (item && typeof item === 'object') {
          const node = item as { type?: string; id?: string; items?: unknown[]; link?: { type?: string; id?: string } };
          if (node.type === 'doc' && node.id) ids.push(node.id);
          if (node.link?.type === 'doc' && node.link.id) ids.push(node.link.id);
          if (node.items) collect(node.items);
        }
      }
    };
    for (const items of Object.values(sidebars)) collect(items as unknown[]);
    expect([...ids].sort()).toEqual([...pages].sort());
  });
});
