import { useTestContext } from './docusaurusContext';

export function usePluginData(pluginName: string): unknown {
  return useTestContext().globalData[pluginName];
}
export default function useGlobalData() {
  return useTestContext().globalData;
}
