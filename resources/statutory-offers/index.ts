import DescriptionIcon from '@mui/icons-material/Description';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Statutory offers (allStatutoryOffers, createUpdateStatutoryOffer, deleteStatutoryOfferByUuid). */
export default referenceResource({
  name: 'statutory-offers',
  menu: { section: 'generalReference', order: 90 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'allStatutoryOffers',
    type: 'StatutoryOffer',
    variable: 'statutoryOffer',
    fields: ['name', 'issuingAuthority', 'description'],
  }),
  icon: DescriptionIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'issuingAuthority', maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
