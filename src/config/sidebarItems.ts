/**
 * spec 3, sidebar item kinds: a divider (dashed or solid) and a section header
 * with an optional tag. Docusaurus has no such items, so both are `html`
 * sidebar items with stable class names styled in src/css/custom.css.
 */
export type DividerType = 'dashed' | 'solid';

export interface HtmlSidebarItem {
  type: 'html';
  value: string;
  className: string;
  defaultStyle: boolean;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function divider(dividerType: DividerType = 'solid'): HtmlSidebarItem {
  return {
    type: 'html',
    value: `<hr class="sidebar-divider sidebar-divider--${dividerType}" role="separator" />`,
    className: 'sidebar-divider-item',
    defaultStyle: false,
  };
}

export function sectionHeader(sectionHeaderText: string, tag?: string): HtmlSidebarItem {
  const tagHtml = tag ? ` <span class="sidebar-tag">${escapeHtml(tag)}</span>` : '';
  return {
    type: 'html',
    value: `<span class="sidebar-section-header__text">${escapeHtml(sectionHeaderText)}</span>${tagHtml}`,
    className: 'sidebar-section-header',
    defaultStyle: true,
  };
}
