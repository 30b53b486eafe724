import { createRequire } from 'node:module';
import countryNames from 'i18n-iso-countries';
import {
  businessLicenseAuthorities,
  businessLines,
  statutoryBoards,
  tenderCategories,
} from '../../db/schema/referenceData';
import type { RequestContext } from '../../graphql/context';
import { signedInOperation } from '../../graphql/operation';
import { parentFields } from '../../graphql/parentFields';
import { successList } from '../../graphql/result';
import { tenderCategoriesAssignedTo } from '../../db/tenderCategoryRefs';

/** Country names in the caller's language (Content-Language), from i18n-iso-countries. */
const requireJson = createRequire(import.meta.url);
countryNames.registerLocale(requireJson('i18n-iso-countries/langs/sw.json'));

export const referenceDataResolvers = {
  Query: {
    getUserTenderCategoryByAssignment: signedInOperation(async (_args: unknown, { db, user }) =>
      successList(await tenderCategoriesAssignedTo(db, user)),
    ),
  },
  TenderSubCategory: parentFields('tenderCategory', tenderCategories, 'tenderCategoryId'),
  BusinessLine: parentFields('tenderCategory', tenderCategories, 'tenderCategoryId'),
  BusinessLineConfiguration: {
    ...parentFields('businessLine', businessLines, 'businessLineId'),
    ...parentFields('statutoryBoard', statutoryBoards, 'statutoryBoardId'),
    ...parentFields(
      'businessLicenseAuthority',
      businessLicenseAuthorities,
      'businessLicenseAuthorityId',
    ),
  },
  Country: {
    name: (row: { name: string; isoCode: string }, _args: unknown, ctx: RequestContext) =>
      ctx.language === 'sw'
        ? (countryNames.getName(row.isoCode, 'sw', { select: 'alias' }) ?? row.name)
        : row.name,
  },
};
