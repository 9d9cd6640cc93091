import React, { type ReactNode } from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type { Props } from '@theme/BlogListPage';
import { BlogListTitleProvider } from '../../components/BlogListTitle';

/** Hands the list's title (translated through options.json) to BlogPostItems, which shows it as the page's h1. */
export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListTitleProvider value={props.metadata.blogTitle}>
      <BlogListPage {...props} />
    </BlogListTitleProvider>
  );
}
