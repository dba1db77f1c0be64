import {useQueryString, useStorageSlot} from '@docusaurus/theme-common';
import {DEFAULT_FRAMEWORK, FRAMEWORK_GROUP, FRAMEWORKS, type Framework} from '@site/src/constants/tabGroups';

const isFramework = (value: string | null | undefined): value is Framework =>
  !!value && (FRAMEWORKS as readonly string[]).includes(value);

/** The framework the reader chose in any framework tab: the query string wins, then storage, then the default. */
export function useFramework(): Framework {
  const [fromQuery] = useQueryString(FRAMEWORK_GROUP);
  const [fromStorage] = useStorageSlot(`docusaurus.tab.${FRAMEWORK_GROUP}`);
  if (isFramework(fromQuery)) return fromQuery;
  if (isFramework(fromStorage)) return fromStorage;
  return DEFAULT_FRAMEWORK;
}
