import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '../components/PackageManagerTabs';
import Diagram from '../components/Diagram';

/**
 * Components every doc page may use without importing them. `<Overview />` is
 * one too, but only its pages carry it: plugins/overview-data/remark.ts imports
 * it into each page that uses it.
 */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  PackageManagerTabs,
  Diagram,
};
