import DescriptionIcon from '@mui/icons-material/Description';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Statutory offers (allStatutoryOffers, createUpdateStatutoryOffer, deleteStatutoryOfferByUuid). */
export default generalReferenceResource({
  name: 'statutory-offers',
  menu: { section: 'generalReference', order: 90 },
  list: 'allStatutoryOffers',
  type: 'StatutoryOffer',
  icon: DescriptionIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'issuingAuthority', maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
