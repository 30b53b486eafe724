import DescriptionIcon from '@mui/icons-material/Description';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Statutory offers (allStatutoryOffers, createUpdateStatutoryOffer, deleteStatutoryOfferByUuid). */
export default generalReferenceResource({
  name: 'statutory-offers',
  menu: { section: 'generalReference', order: 90 },
  list: 'allStatutoryOffers',
  type: 'StatutoryOffer',
  icon: DescriptionIcon,
  bulkActivation: true,
  fields: [nameField(200, 2), { source: 'issuingAuthority', maxLength: 200 }, descriptionField],
});
