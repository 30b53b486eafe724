import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the open data page (custom-pages/open-data), public.
 */
const en: LocaleFragment = {
  zabuni: {
    openData: {
      title: 'Open data',
      intro:
        'The annual procurement plans that procuring entities have published, as open contracting data anyone may use.',
      about:
        'Each planned procurement is a contracting process with a permanent identifier (ocid). Every change to a published plan is published as a new release and earlier releases stay available. The data follows the Open Contracting Data Standard (OCDS) 1.1; the CSV files list each planned procurement as it stands.',
      bulk: 'All releases (JSON Lines, gzipped)',
      bulkAbout: 'The bulk file holds every release of every published plan, one per line.',
      licence: 'Licence:',
      financialYear: 'Financial year %{year}',
      publishedOn: 'Published %{date}',
      downloadJson: 'Download %{title} as OCDS JSON',
      downloadCsv: 'Download %{title} as CSV',
      none: 'No plans have been published yet.',
      failed: 'The published plans could not be loaded. Try again later.',
      downloadFailed: 'The download failed. Try again later.',
    },
  },
};

export default en;
