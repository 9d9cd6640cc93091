import React, { useId, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import { filterOverview } from '../../utils/overviewFilter';
import { Island } from '../../../plugins/static-bodies/client/Island';
import type { OverviewGroup, OverviewPage } from '../../../plugins/overview-data/groups';
import styles from './styles.module.css';

/**
 * The groups the overview-data plugin collected for this doc (passed in by its
 * remark plugin as the `data` prop), with each section label in the page's
 * language (the filter matches what the reader sees). Anything that is not a
 * list of groups renders as no groups.
 */
function localizedGroups(data: unknown): OverviewGroup[] {
  const groups = Array.isArray(data) ? (data as OverviewGroup[]).filter((group) => group && Array.isArray(group.pages)) : [];
  return groups.map((group) => ({
    ...group,
    pages: group.pages.map((page) =>
      page.section?.id ? { ...page, section: { ...page.section, text: translate({ id: page.section.id, message: page.section.text }) } } : page,
    ),
  }));
}

/** Consecutive pages under the same section header, in order. */
function bySection(pages: OverviewPage[]): { label?: string; pages: OverviewPage[] }[] {
  const runs: { label?: string; pages: OverviewPage[] }[] = [];
  for (const page of pages) {
    const label = page.section?.text;
    const last = runs[runs.length - 1];
    if (last && last.label === label) last.pages.push(page);
    else runs.push({ label, pages: [page] });
  }
  return runs;
}

function PageCards({ pages }: { pages: OverviewPage[] }): ReactNode {
  return (
    <div className={styles.cards}>
      {pages.map((page) => (
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
  );
}

export interface OverviewProps {
  depth?: number;
  data?: unknown;
  [key: string]: unknown;
}

/**
 * spec 2.5: an overview page's grouped sub-pages with their headings (level 2 by
 * default), and a filter box. `inputId` ties the label to the box: the
 * server's useId(), so that the island hydrates with the same id.
 */
export function OverviewView({ depth = 2, data, inputId }: OverviewProps & { inputId: string }): ReactNode {
  const groups = localizedGroups(data);
  const [keyword, setKeyword] = useState('');
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
            {bySection(group.pages).map((run) =>
              run.label ? (
                <section key={run.label} className={styles.section}>
                  <Heading as="h3" className={styles.sectionTitle}>
                    {run.label}
                  </Heading>
                  <PageCards pages={run.pages} />
                </section>
              ) : (
                <PageCards key={run.pages[0].permalink} pages={run.pages} />
              ),
            )}
          </section>
        ))
      )}
    </div>
  );
}

/**
 * Used as <Overview /> in a doc whose front matter says `overview: true`. In a
 * page body it is an island (issue 38): the filter hydrates on its own
 * (src/islands/OverviewIsland.tsx) with the same data.
 */
export default function Overview({ depth, data }: OverviewProps): ReactNode {
  const inputId = useId();
  return (
    <Island name="overview" props={{ depth, data, inputId }}>
      <OverviewView depth={depth} data={data} inputId={inputId} />
    </Island>
  );
}
