import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Offer types (allOfferTypes, createUpdateOfferType, deleteOfferTypeByUuid). */
export default generalReferenceResource({
  name: 'offer-types',
  menu: { section: 'generalReference', order: 130 },
  list: 'allOfferTypes',
  type: 'OfferType',
  icon: LocalOfferIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
