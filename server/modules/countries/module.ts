import { createRequire } from 'node:module';
import countryNames from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { z } from 'zod';
import { defineReferenceEntity } from '../../reference-kit/store';
import { tableListSpec } from '../../db/paging';
import { uaaListAccess } from '../../reference-kit/uaaLists';
import { referenceApi } from '../../reference-kit/api';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import type { RequestContext } from '../../requestContext';
import { countries } from '../../db/schema/referenceData';
import { listFields } from '../../../contract/listFields';

/**
 * Countries with their calling codes (from libphonenumber-js; names from i18n-iso-countries in the
 * caller's language): a read-only reference list of the uaa service, declared once with the
 * reference kit.
 */

/** Countries come from the libraries (seeded), so they are read-only: no input is accepted. */
const countryEntity = defineReferenceEntity({
  table: countries,
  label: 'Country',
  // Every country is active (seeded): no active filter.
  listSpec: tableListSpec(countries, { ...listFields.Country, filterable: { name: 'contains' } }),
  inputSchema: z.never(),
  maxListSize: 400,
});

const api = referenceApi({
  entity: countryEntity,
  typeName: 'Country',
  doc: "A country with its calling code (from libphonenumber-js; names from i18n-iso-countries in the caller's language).",
  fields: `
    name: String!
    isoCode: String!
    phoneCode: String!`,
  operations: { list: ['getAllCountries', 'all'] },
  permissions: uaaListAccess,
});

/** Country names in the caller's language (Content-Language), from i18n-iso-countries. */
const requireJson = createRequire(import.meta.url);
countryNames.registerLocale(requireJson('i18n-iso-countries/langs/sw.json'));

/** Every country libphonenumber-js knows, named in English by i18n-iso-countries (else by Intl). */
function countryRows(createdBy: string) {
  countryNames.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json'));
  const intlNames = new Intl.DisplayNames(['en'], { type: 'region' });
  return getCountries().map((isoCode) => ({
    isoCode,
    name:
      countryNames.getName(isoCode, 'en', { select: 'alias' }) ?? intlNames.of(isoCode) ?? isoCode,
    phoneCode: getCountryCallingCode(isoCode),
    createdBy,
  }));
}

/** The library's index forms ("Korea, Jamhuri") as a page says them. */
const countryNamesInReadingOrder: Record<string, string> = {
  BQ: 'Bonaire, Sint Eustatius na Saba',
  CD: 'Jamhuri ya Kidemokrasia ya Kongo',
  KP: 'Korea Kaskazini',
  KR: 'Korea Kusini',
  SZ: 'Eswatini',
  TZ: 'Tanzania',
};

/** Every country i18n-iso-countries names in Kiswahili, by ISO code. */
function countriesInSwahili(): [string, string][] {
  countryNames.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/sw.json'));
  const names = countryNames.getNames('sw', { select: 'official' });
  return Object.entries(names).map(([isoCode, name]) => [
    isoCode,
    countryNamesInReadingOrder[isoCode] ?? name,
  ]);
}

/** The seeded rows in Kiswahili (fillSwahili). */
export const countriesSwahili: SwahiliSeed = {
  table: 'countries',
  key: 'iso_code',
  columns: ['name_sw'],
  rows: countriesInSwahili(),
};

export default referenceListModule({
  service: 'uaa',
  api,
  resolvers: {
    Country: {
      name: (row: { name: string; isoCode: string }, _args: unknown, ctx: RequestContext) =>
        ctx.language === 'sw'
          ? (countryNames.getName(row.isoCode, 'sw', { select: 'alias' }) ?? row.name)
          : row.name,
    },
  },
  seed: { table: countries, rows: countryRows('system'), swahili: countriesSwahili },
}) satisfies ServerModule;
