import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Offer types (allOfferTypes, createUpdateOfferType, deleteOfferTypeByUuid). */
export default generalReferenceResource({
  name: 'offer-types',
  menu: { section: 'generalReference', order: 130 },
  list: 'allOfferTypes',
  type: 'OfferType',
  icon: LocalOfferIcon,
  bulkActivation: true,
  fields: [nameField(200, 2), descriptionField],
});
