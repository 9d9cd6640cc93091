import type { SocialLink } from '../components/SocialLinks/types';

/** Spec 2.3: the social links shown in the navbar, in this order. */
export const SOCIAL_LINKS: SocialLink[] = [
  { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rstest' },
  { icon: 'x', mode: 'link', content: 'https://x.com/rspack_dev' },
  { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
];
