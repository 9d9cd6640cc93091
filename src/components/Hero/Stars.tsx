import React, { useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { starPositions } from '../../utils/stars';
import styles from './styles.module.css';

/** spec 2.6: the decorative stars behind the hero, at deterministic positions. */
export default function Stars({ count, className }: { count: number; className?: string }): ReactNode {
  const stars = useMemo(() => starPositions(count), [count]);
  return (
    <div className={clsx(styles.sky, className)} aria-hidden="true">
      {stars.map((star, index) => (
        <span
          key={index}
          className={styles.star}
          data-hero-star=""
          style={{ top: `${star.top}%`, left: `${star.left}%`, width: star.size, height: star.size, animationDelay: `${star.delay}s` }}
        />
      ))}
    </div>
  );
}
