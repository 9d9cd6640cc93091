import { createContext, useContext } from 'react';

/**
 * The title of the blog list page (Releases), passed from the wrapped
 * BlogListPage down to the wrapped BlogPostItems, which is the first thing
 * inside the page's layout: the classic list page renders no h1 of its own.
 */
const BlogListTitleContext = createContext<string | undefined>(undefined);

export const BlogListTitleProvider = BlogListTitleContext.Provider;

export function useBlogListTitle(): string | undefined {
  return useContext(BlogListTitleContext);
}
