import React from 'react';
import type { SocialIcon } from './types';

const PATHS: Record<'github' | 'x' | 'discord', string> = {
  github:
    'M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.36-3.88-1.36-.52-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.68 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.41-2.69 5.38-5.25 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z',
  x: 'M17.75 2.25h3.07l-6.7 7.66 7.88 10.84h-6.17l-4.83-6.32-5.53 6.32H2.4l7.17-8.19L2 2.25h6.33l4.37 5.77 5.05-5.77Zm-1.08 16.59h1.7L7.4 4.06H5.57l11.1 14.78Z',
  discord:
    'M20.32 4.37A19.8 19.8 0 0 0 15.4 2.85a13.8 13.8 0 0 0-.63 1.3 18.4 18.4 0 0 0-5.54 0 13 13 0 0 0-.64-1.3 19.7 19.7 0 0 0-4.92 1.52C.54 9.06-.32 13.63.1 18.13a19.9 19.9 0 0 0 6.03 3.05c.49-.66.92-1.36 1.3-2.1a12.9 12.9 0 0 1-2.05-.98l.5-.39a14.2 14.2 0 0 0 12.24 0l.5.39c-.65.39-1.34.72-2.05.98.38.74.81 1.44 1.3 2.1a19.8 19.8 0 0 0 6.03-3.05c.5-5.22-.84-9.75-3.58-13.76ZM8.02 15.37c-1.18 0-2.16-1.09-2.16-2.42 0-1.33.95-2.42 2.16-2.42 1.21 0 2.18 1.1 2.16 2.42 0 1.33-.96 2.42-2.16 2.42Zm7.96 0c-1.18 0-2.16-1.09-2.16-2.42 0-1.33.96-2.42 2.16-2.42 1.21 0 2.18 1.1 2.16 2.42 0 1.33-.95 2.42-2.16 2.42Z',
};

export function iconName(icon: SocialIcon): string {
  return typeof icon === 'string' ? icon : 'link';
}

export function SocialIconSvg({ icon }: { icon: SocialIcon }): React.ReactElement {
  if (typeof icon !== 'string') {
    // A custom icon comes from the site's own config, never from readers.
    return <span className="social-link__custom-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon.svg }} />;
  }
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[icon]} />
    </svg>
  );
}
