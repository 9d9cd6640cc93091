import { divider, sectionHeader } from '../../src/config/sidebarItems';

describe('sidebar item kinds (spec 3)', () => {
  it('makes dashed and solid dividers', () => {
    expect(divider('dashed').value).toContain('sidebar-divider--dashed');
    expect(divider().value).toContain('sidebar-divider--solid');
  });

  it('makes a section header with an optional, escaped tag', () => {
    expect(sectionHeader('Guide').value).not.toContain('sidebar-tag');
    const item = sectionHeader('A & B', '<new>');
    expect(item.value).toContain('A &#38; B');
    expect(item.value).toContain('<span class="sidebar-tag">&#60;new&#62;</span>');
  });
});
