/** Sends old Docsify hash links (`/#/tools/visit?id=options`) to their page on this site, before anything renders. */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {legacyHashTarget} from '@site/src/constants/legacyRoutes';

if (ExecutionEnvironment.canUseDOM && window.location.pathname === '/') {
  const target = legacyHashTarget(window.location.hash);
  if (target) window.location.replace(target);
}
