import React from 'react';
import { render, screen } from '@testing-library/react';
import { blogOptions } from '../../src/config/blog';
import BlogPostItems from '../../src/theme/BlogPostItems';
import { BlogListTitleProvider } from '../../src/components/BlogListTitle';

describe('blogOptions (issue 26: release notes at /blog)', () => {
  it('publishes RSS and Atom feeds in the language of each locale', () => {
    for (const [locale, language] of [['en', 'en'], ['zh', 'zh-CN']] as const) {
      const feed = blogOptions(locale).feedOptions;
      expect(feed?.type).toEqual(['rss', 'atom']);
      expect(feed?.language).toBe(language);
      expect(feed?.title).toMatch(/^Rstest /);
    }
  });

  it('builds no author, tag or archive pages: inline authors and tags fail the build', () => {
    const options = blogOptions('en');
    expect(options.routeBasePath).toBe('blog');
    expect(options.onInlineAuthors).toBe('throw');
    expect(options.onInlineTags).toBe('throw');
    expect(options.archiveBasePath).toBeNull();
    expect(options).not.toHaveProperty('authorsMapPath');
  });
});

describe('BlogPostItems wrapper', () => {
  it('shows the list title as the h1 on the blog list page', () => {
    render(
      <BlogListTitleProvider value="Releases">
        <BlogPostItems items={[]} />
      </BlogListTitleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Releases');
    expect(screen.getByTestId('theme-original')).toBeInTheDocument();
  });

  it('adds no heading elsewhere (tag or author lists, if ever built)', () => {
    render(<BlogPostItems items={[]} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByTestId('theme-original')).toBeInTheDocument();
  });
});
