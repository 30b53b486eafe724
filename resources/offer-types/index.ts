import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Offer types (allOfferTypes, createUpdateOfferType, deleteOfferTypeByUuid). */
export default referenceResource({
  name: 'offer-types',
  menu: { section: 'generalReference', order: 130 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'allOfferTypes',
    type: 'OfferType',
    variable: 'offerType',
    fields: ['name', 'description'],
  }),
  icon: LocalOfferIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
