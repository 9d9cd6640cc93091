import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SocialLinksNavbarItem from '../../components/SocialLinks/NavbarItem';
import ReleaseVersionNavbarItem from '../../components/ReleaseVersion/NavbarItem';

/** Adds our navbar item types to the Docusaurus ones. */
export default {
  ...ComponentTypes,
  'custom-socialLinks': SocialLinksNavbarItem,
  'custom-releaseVersion': ReleaseVersionNavbarItem,
};
