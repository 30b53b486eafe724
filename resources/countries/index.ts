import PublicIcon from '@mui/icons-material/Public';
import { referenceResource } from '../reference-data/referenceResource';
import { referenceOperations } from '../../providers/operations/reference';
import { SIGNED_IN } from '../../providers/resourceDescriptor';

/** Countries (getAllCountries): kept by libphonenumber-js and i18n-iso-countries, read-only. */
export default referenceResource({
  type: 'Country',
  name: 'countries',
  menu: { section: 'generalReference', order: 170 },
  permissions: { list: SIGNED_IN },
  operations: referenceOperations({
    service: 'uaa',
    fields: 'uuid name isoCode phoneCode active createdAt',
    list: { operation: 'getAllCountries', withDeletedFlag: true },
    inputFields: [],
  }),
  icon: PublicIcon,
  readOnly: true,
  showCreatedAt: false,
  fields: [{ source: 'name' }, { source: 'isoCode' }, { source: 'phoneCode' }],
});
