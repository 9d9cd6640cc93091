/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (BlogPostItem/Content). One
 * change, marked: the `.markdown` element is the post's static body (issue 38,
 * src/components/StaticBody), as in src/theme/DocItem/Content.
 */

import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { blogPostContainerID } from '@docusaurus/utils-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Content';
// Begin change
import StaticBody from '../../../components/StaticBody';
// End change

export default function BlogPostItemContent({ children, className }: Props): ReactNode {
  const { isBlogPostPage } = useBlogPost();
  return (
    // Begin change
    <StaticBody
      // This ID is used for the feed generation to locate the main content
      id={isBlogPostPage ? blogPostContainerID : undefined}
      className={clsx('markdown', className)}>
      {children}
    </StaticBody>
    // End change
  );
}
