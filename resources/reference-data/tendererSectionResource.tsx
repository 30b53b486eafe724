import type { ComponentType } from 'react';
import type { ReferenceField } from './types';
import { referenceResource } from './referenceResource';
import type { ResourceOperations } from '../../providers/operations/types';
import {
  ownRecordsAccess,
  tendererUserTypes,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';

/**
 * A section of a tenderer's own registration on the reference screens: a tenderer's (by user type),
 * in the My registration menu group, every action allowed in the browser because the server limits
 * each to the caller's company. Whole lists (no search, activation or sort by the server).
 */
export function tendererSectionResource(options: {
  name: string;
  order: number;
  operations: ResourceOperations;
  icon: ComponentType;
  fields: ReferenceField[];
  recordRepresentation: string;
}): ResourceDescriptor {
  return referenceResource({
    // A tenderer's own rows are kept one by one, never imported in bulk.
    importable: false,
    name: options.name,
    menu: { section: 'myRegistration', order: options.order },
    permissions: ownRecordsAccess,
    userTypes: tendererUserTypes,
    operations: options.operations,
    icon: options.icon,
    recordRepresentation: options.recordRepresentation,
    fields: options.fields,
    sortField: 'createdAt',
    activation: false,
    searchable: false,
    showCreatedAt: false,
  });
}
