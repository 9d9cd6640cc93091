import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { downgradeRecoverableErrors } from './console';

// Client modules load before React hydrates the page, so this is in place in time.
if (ExecutionEnvironment.canUseDOM) downgradeRecoverableErrors(console);

export {};
