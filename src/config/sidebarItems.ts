/**
 * spec 3, sidebar item kinds: a divider (dashed or solid) and a section header
 * with an optional tag. Docusaurus has no such items, so both are `html`
 * sidebar items with stable class names styled in src/css/custom.css. A section
 * header also carries its translation id in `customProps`: Docusaurus does not
 * translate html items, so src/theme/DocSidebarItem/Html renders the label
 * through translate() (and the overview-data plugin reads it for the overview).
 */
export type DividerType = 'dashed' | 'solid';

export interface SectionHeaderProps {
  /** Translation id of the label; absent for an untranslated header. */
  id?: string;
  text: string;
  tag?: string;
}

export interface HtmlSidebarItem {
  type: 'html';
  value: string;
  className: string;
  defaultStyle: boolean;
  customProps?: { sectionHeader: SectionHeaderProps };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function divider(dividerType: DividerType = 'solid'): HtmlSidebarItem {
  return {
    type: 'html',
    value: `<hr class="sidebar-divider sidebar-divider--${dividerType}" />`,
    className: 'sidebar-divider-item',
    defaultStyle: false,
  };
}

export function sectionHeader(sectionHeaderText: string, tag?: string, id?: string): HtmlSidebarItem {
  const tagHtml = tag ? ` <span class="sidebar-tag">${escapeHtml(tag)}</span>` : '';
  return {
    type: 'html',
    value: `<span class="sidebar-section-header__text">${escapeHtml(sectionHeaderText)}</span>${tagHtml}`,
    className: 'sidebar-section-header',
    defaultStyle: true,
    customProps: { sectionHeader: { ...(id ? { id } : {}), text: sectionHeaderText, ...(tag ? { tag } : {}) } },
  };
}

/** Whether a sidebar item is one of our section headers, and its label data. */
export function sectionHeaderOf(item: { type: string; customProps?: Record<string, unknown> }): SectionHeaderProps | undefined {
  const props = item.type === 'html' ? item.customProps?.sectionHeader : undefined;
  return props && typeof props === 'object' && typeof (props as SectionHeaderProps).text === 'string' ? (props as SectionHeaderProps) : undefined;
}
