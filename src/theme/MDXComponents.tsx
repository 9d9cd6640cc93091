import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '../components/PackageManagerTabs';
import Overview from '../components/Overview';
import Diagram from '../components/Diagram';

/** Components every doc page may use without importing them. */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  PackageManagerTabs,
  Overview,
  Diagram,
};
