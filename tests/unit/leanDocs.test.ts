import { leanVersionProp } from '../../plugins/lean-docs/leanVersionProp';

// issue 23: the version prop every doc page loads must not carry a per-doc map.
describe('leanVersionProp', () => {
  const version = {
    pluginId: 'default',
    version: 'current',
    label: 'Next',
    docs: { a: { id: 'a', title: 'A', description: 'long text', sidebar: 'guide' } },
    docsSidebars: {
      guide: [
        { type: 'link', href: '/a', label: 'A', docId: 'a', unlisted: false },
        { type: 'category', label: 'Group', linkUnlisted: false, items: [{ type: 'link', href: '/b', label: 'B', docId: 'b', unlisted: true }, { type: 'link', href: '/c', label: 'C', unlisted: false }] },
      ],
    },
  };

  it('empties the docs map and keeps the rest of the version', () => {
    const lean = leanVersionProp(version);
    expect(lean.docs).toEqual({});
    expect(lean).toMatchObject({ pluginId: 'default', version: 'current', label: 'Next' });
  });

  it('drops only `unlisted: false` from sidebar items, at any depth', () => {
    expect(leanVersionProp(version).docsSidebars).toEqual({
      guide: [
        { type: 'link', href: '/a', label: 'A', docId: 'a' },
        { type: 'category', label: 'Group', linkUnlisted: false, items: [{ type: 'link', href: '/b', label: 'B', docId: 'b', unlisted: true }, { type: 'link', href: '/c', label: 'C' }] },
      ],
    });
  });

  it('leaves props that are not a docs version alone', () => {
    expect(leanVersionProp('x')).toBe('x');
    const other = { title: 'not a version' };
    expect(leanVersionProp(other)).toBe(other);
  });
});
