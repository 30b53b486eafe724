import DescriptionIcon from '@mui/icons-material/Description';
import { referenceResource } from '../reference-data';

/** Statutory offers (allStatutoryOffers, createUpdateStatutoryOffer, deleteStatutoryOfferByUuid). */
export default referenceResource({
  icon: DescriptionIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'issuingAuthority', maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
