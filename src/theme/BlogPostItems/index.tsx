import React, { type ReactNode } from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type { Props } from '@theme/BlogPostItems';
import { useBlogListTitle } from '../../components/BlogListTitle';

/** On the blog list page, the page's h1 above the posts (each post's title is an h2 there). */
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const title = useBlogListTitle();
  return (
    <>
      {title && <h1 className="blog-list-title">{title}</h1>}
      <BlogPostItems {...props} />
    </>
  );
}
