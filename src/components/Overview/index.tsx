import React, { useId, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import { filterOverview } from '../../utils/overviewFilter';
import type { OverviewGroup } from '../../../plugins/overview-data/groups';
import styles from './styles.module.css';

interface OverviewData {
  versions: { versionName: string; overviews: Record<string, OverviewGroup[]> }[];
}

/** The groups the overview-data plugin collected for the current doc. */
function useOverviewGroups(): OverviewGroup[] {
  const { metadata } = useDoc();
  const data = usePluginData('overview-data') as OverviewData | undefined;
  const version = data?.versions.find((entry) => entry.versionName === metadata.version);
  return version?.overviews[metadata.id] ?? [];
}

/**
 * spec 2.5: an overview page's grouped sub-pages with their headings (level 2 by
 * default), and a filter box. Used as <Overview /> in a doc whose front matter
 * says `overview: true`.
 */
export default function Overview({ depth = 2 }: { depth?: number }): ReactNode {
  const groups = useOverviewGroups();
  const [keyword, setKeyword] = useState('');
  const inputId = useId();
  const shown = filterOverview(groups, keyword, depth);
  return (
    <div className={styles.overview}>
      <div className={styles.filter}>
        <label htmlFor={inputId} className={styles.filterLabel}>
          <Translate id="overview.filter.label" description="Label of the filter box on overview pages">
            Filter
          </Translate>
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.filterInput}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={translate({ id: 'overview.filter.placeholder', message: 'Enter keyword', description: 'Placeholder of the filter box on overview pages' })}
          autoComplete="off"
        />
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty} role="status">
          <Translate id="overview.filter.noMatch" description="Shown when the overview filter matches nothing; the query follows">
            No matching API found
          </Translate>{' '}
          <q className={styles.query}>{keyword}</q>
        </p>
      ) : (
        shown.map((group) => (
          <section key={group.label} className={styles.group}>
            <Heading as="h2" className={styles.groupTitle}>
              {group.label}
            </Heading>
            <div className={styles.cards}>
              {group.pages.map((page) => (
                <div key={page.permalink} className={styles.card}>
                  <Link to={page.permalink} className={styles.cardTitle}>
                    {page.title}
                  </Link>
                  {page.headings.length > 0 && (
                    <ul className={styles.headings}>
                      {page.headings.map((heading) => (
                        <li key={heading.id} style={{ marginLeft: `${(heading.depth - 2) * 12}px` }}>
                          <Link to={`${page.permalink}#${heading.id}`}>{heading.text}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
