/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (DocItem/Content). One change,
 * marked: the `.markdown` element is the page's static body (issue 38,
 * src/components/StaticBody), so the body keeps its place in the DOM and
 * Infima's `.markdown > …` rules. A wrapper cannot do it: the element is this
 * component's own.
 */

import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type { Props } from '@theme/DocItem/Content';
// Begin change
import StaticBody from '../../../components/StaticBody';
// End change

/**
 Title can be declared inside md content or declared through
 front matter and added manually. To make both cases consistent,
 the added title is added under the same div.markdown block
 See https://github.com/facebook/docusaurus/pull/4882#issuecomment-853021120

 We render a "synthetic title" if:
 - user doesn't ask to hide it with front matter
 - the markdown content does not already contain a top-level h1 heading
*/
function useSyntheticTitle(): string | null {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

export default function DocItemContent({ children }: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  return (
    // Begin change
    <StaticBody
      className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
      before={
        syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
          </header>
        )
      }>
      {children}
    </StaticBody>
    // End change
  );
}
