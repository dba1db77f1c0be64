import {useQueryString, useStorageSlot} from '@docusaurus/theme-common';
import {chooseFramework, FRAMEWORK_GROUP, FRAMEWORK_STORAGE_KEY, type Framework} from '../../tabGroups';

/**
 * The framework the reader chose in any framework tab, by the tabs' own rule (`chooseFramework`): the query string's
 * value if present, else the stored one, else the default.
 */
export function useFramework(): Framework {
  const [fromQuery] = useQueryString(FRAMEWORK_GROUP);
  const [fromStorage] = useStorageSlot(FRAMEWORK_STORAGE_KEY);
  // `useQueryString` gives '' for an absent parameter, which theme-common's tabs read as absent.
  return chooseFramework(fromQuery === '' ? null : fromQuery, fromStorage);
}
