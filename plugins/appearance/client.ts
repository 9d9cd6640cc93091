import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import SiteStorage from '@generated/site-storage';
import { parseThemeChoice } from '../../src/utils/theme';

/**
 * spec 4: theme changes sync across tabs, and an invalid stored value counts as
 * auto. Docusaurus already syncs light, dark and auto (a removed value) through
 * the `storage` event, but it reads any other value as light and stores
 * "light" back, turning every open tab light. This listener, registered before
 * Docusaurus's own (client modules load before React effects run), replaces
 * such an event with one that says "auto"; Docusaurus then removes the invalid
 * value, and the removal reaches the other tabs as auto too.
 */
if (ExecutionEnvironment.canUseDOM) {
  const key = `theme${SiteStorage.namespace}`;
  window.addEventListener('storage', (event) => {
    if (event.key !== key || event.newValue === null) return;
    if (parseThemeChoice(event.newValue) !== 'auto') return;
    event.stopImmediatePropagation();
    window.dispatchEvent(
      new StorageEvent('storage', { key, oldValue: event.oldValue, newValue: null, storageArea: event.storageArea, url: event.url }),
    );
  });
}

export {};
