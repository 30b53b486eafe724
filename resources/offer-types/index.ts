import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { referenceResource } from '../reference-data';

/** Offer types (allOfferTypes, createUpdateOfferType, deleteOfferTypeByUuid). */
export default referenceResource({
  icon: LocalOfferIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
