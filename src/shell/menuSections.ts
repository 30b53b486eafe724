import { menuSectionIds, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { resourceDescriptors } from '../composition/resourceRegistry';

/**
 * The navigation menu's groups, in order, and the resources each lists (by resource name), derived
 * from the descriptors' menu placements. A resource that the user may not list is left out at render
 * time; so is a group left empty.
 */
export interface MenuSection {
  /** Translation key of the group's heading: zabuni.menu.<id>. */
  id: string;
  resources: string[];
}

const byMenuOrder = (a: ResourceDescriptor, b: ResourceDescriptor) =>
  (a.menu?.order ?? 0) - (b.menu?.order ?? 0);

export const menuSections: MenuSection[] = menuSectionIds.map((id) => ({
  id,
  resources: resourceDescriptors
    .filter((descriptor) => descriptor.menu?.section === id)
    .sort(byMenuOrder)
    .map((descriptor) => descriptor.name),
}));
