import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { decodeLater } from '../../utils/addedIn';
import styles from './styles.module.css';

/**
 * issue 25: the small version badge plugins/added-in puts under an option's
 * title or an API heading. `first` marks names that were in the first
 * published release (shown muted, since they do not narrow the versions a
 * reader can use); `later` lists names of the same heading that came after.
 */
export default function AddedIn({ version, first, later }: { version?: string; first?: string; later?: string }): ReactNode {
  if (typeof version !== 'string' || !/^\d+\.\d+$/.test(version)) return null;
  const isFirst = first === 'true';
  const label = isFirst
    ? translate({ id: 'docs.addedIn.firstRelease', message: 'Since the first release (v{version})', description: 'issue 25: badge of an option or API that the first published @rstest/core already had' }, { version })
    : translate({ id: 'docs.addedIn.version', message: 'Added in v{version}', description: 'issue 25: badge of an option or API, with the @rstest/core minor version that added it' }, { version });
  return (
    <p className={styles.row}>
      <span className={isFirst ? styles.badgeMuted : styles.badge}>{label}</span>
      {decodeLater(later).map((entry) => (
        <span key={entry.name} className={styles.badge}>
          {translate({ id: 'docs.addedIn.nameVersion', message: '{name}: added in v{version}', description: 'issue 25: badge for one name of a heading that names several, added later than the others' }, { name: entry.name, version: entry.version })}
        </span>
      ))}
    </p>
  );
}
