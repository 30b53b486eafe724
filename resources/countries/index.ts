import PublicIcon from '@mui/icons-material/Public';
import { referenceResource } from '../reference-data';

/** Countries (getAllCountries): kept by libphonenumber-js and i18n-iso-countries, read-only. */
export default referenceResource({
  icon: PublicIcon,
  readOnly: true,
  showCreatedAt: false,
  fields: [
    { source: 'name' },
    { source: 'isoCode', sortable: true },
    { source: 'phoneCode', sortable: false },
  ],
});
