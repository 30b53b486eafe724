import type { ListCount } from './methods';
import {
  menuSectionIds,
  tableOf,
  type MenuSectionId,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { registeredResources } from '../../providers/registeredResources';
import type { ServiceUserType } from '../../contract/users';

/** The dashboard's counts by menu section (the overview lists them, the chart sums them). */
export interface SectionCounts {
  section: MenuSectionId;
  lists: { descriptor: ResourceDescriptor; count: ListCount }[];
}

/** The menu's lists of this user's type. */
const menuListsFor = (userType: ServiceUserType | undefined) =>
  registeredResources().filter(
    (descriptor) =>
      descriptor.menu &&
      descriptor.list &&
      (!descriptor.userTypes || (userType && descriptor.userTypes.includes(userType))),
  );

/**
 * The server's counts under the menu's sections and lists, in menu order: the server counts only the
 * lists the user may read, so a list appears here exactly when the server counted its table.
 */
export function countsBySection(counts: ListCount[], userType?: ServiceUserType): SectionCounts[] {
  const byTable = new Map(counts.map((count) => [count.table, count]));
  const lists = menuListsFor(userType);
  return menuSectionIds
    .map((section) => ({
      section,
      lists: lists
        .filter((descriptor) => descriptor.menu!.section === section)
        .sort((a, b) => a.menu!.order - b.menu!.order)
        .flatMap((descriptor) => {
          const count = byTable.get(tableOf(descriptor));
          return count ? [{ descriptor, count }] : [];
        }),
    }))
    .filter((section) => section.lists.length > 0);
}
