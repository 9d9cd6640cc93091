import { translate } from '@docusaurus/Translate';

/** spec 2.4 and 9: the outline's title, 'ON THIS PAGE' by default. */
export function outlineTitle(): string {
  return translate({
    id: 'docs.outline.title',
    message: 'ON THIS PAGE',
    description: 'spec 2.4: title of the outline (the list of headings of the current page)',
  });
}
