import { test as setup } from '@playwright/test';
import { buildVariantSite, VARIANT_DIR } from './support/variantSite';

// Builds the throwaway variant site once per run (see support/variantSite.ts).
setup('build the variant site (a version, one language, dark mode off, hideNavbar scroll)', async () => {
  setup.setTimeout(15 * 60_000);
  await buildVariantSite();
  console.log(`variant site built in ${VARIANT_DIR}`);
});
