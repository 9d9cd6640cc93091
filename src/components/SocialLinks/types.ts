/** spec 3, Social link: a known icon or a custom SVG string, and how it behaves. */
export type SocialIcon = 'github' | 'x' | 'discord' | { svg: string };
export type SocialLinkMode = 'link' | 'text' | 'img' | 'dom';

export interface SocialLink {
  icon: SocialIcon;
  /** link: `content` is a URL. text: shown as text. img: an image URL. dom: trusted HTML. */
  mode: SocialLinkMode;
  content: string;
  /** Accessible name; defaults to the icon's name. */
  label?: string;
}

/** spec 9: at most 5 social links are visible; the rest go in a dropdown. */
export const MAX_VISIBLE_SOCIAL_LINKS = 5;

export function splitSocialLinks(links: SocialLink[], max = MAX_VISIBLE_SOCIAL_LINKS) {
  return { visible: links.slice(0, max), overflow: links.slice(max) };
}
