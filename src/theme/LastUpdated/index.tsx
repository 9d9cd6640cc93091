import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';
import { formatLastUpdated } from '../../utils/lastUpdated';

/**
 * spec 2.4 and 9: "Last Updated" with the date and time of the page's last
 * commit (docs option showLastUpdateTime). Docusaurus shows the date only.
 * The sentence keeps Docusaurus's translation ids, so i18n/*\/code.json word it.
 */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const atDate = lastUpdatedAt ? (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
              {formatLastUpdated(lastUpdatedAt, currentLocale)}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  ) : (
    ''
  );
  const byUser = lastUpdatedBy ? (
    <Translate id="theme.lastUpdated.byUser" description="The words used to describe by who the page has been last updated" values={{ user: <b>{lastUpdatedBy}</b> }}>
      {' by {user}'}
    </Translate>
  ) : (
    ''
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{ atDate, byUser }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
