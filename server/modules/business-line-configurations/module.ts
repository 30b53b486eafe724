import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { tableListSpec } from '../../db/paging';
import { defineReferenceEntity } from '../../reference-kit/store';
import { flag, keptText, parentOf, recordFields } from '../../reference-kit/fields';
import {
  idOfLive,
  uaaReferenceApi,
  uaaSaveInput,
  withoutUndefined,
} from '../../reference-kit/uaaLists';
import { seedOnce } from '../../reference-kit/seeding';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { parentFields } from '../../graphql/parentFields';
import {
  businessLicenseAuthorities,
  businessLineConfigurations,
  businessLines,
  statutoryBoards,
} from '../../db/schema/referenceData';
import { listFields } from '../../../contract/listFields';

/**
 * What registering for a business line requires (a board registration and/or a business licence): a
 * reference list of the uaa service, declared once with the reference kit.
 */

const configurationFields = recordFields({
  ...parentOf('businessLine', 'BusinessLine', { required: true }),
  ...parentOf('statutoryBoard', 'StatutoryBoard'),
  ...parentOf('businessLicenseAuthority', 'BusinessLicenseAuthority'),
  requiresBoardRegistration: flag({ optional: true }),
  requiresBusinessLicense: flag({ optional: true }),
  description: keptText(500),
});
const configurationInput = uaaSaveInput(configurationFields);

const businessLineConfigurationEntity = defineReferenceEntity({
  table: businessLineConfigurations,
  label: 'Business line configuration',
  listSpec: tableListSpec(businessLineConfigurations, {
    ...listFields.BusinessLineConfiguration,
    filterable: { active: 'boolean' },
  }),
  inputSchema: configurationInput,
  duplicateText: 'same business line',
  toColumns: async (input: z.infer<typeof configurationInput>, db) => {
    const boardId = await idOfLive(
      db,
      statutoryBoards,
      input.statutoryBoardUuid,
      'statutoryBoardUuid',
    );
    if (input.requiresBoardRegistration && !boardId) {
      throw new AppError(
        ResponseCode.INVALID_INPUT,
        'statutoryBoardUuid: a board registration needs the board',
      );
    }
    return withoutUndefined({
      businessLineId: await idOfLive(db, businessLines, input.businessLineUuid, 'businessLineUuid'),
      statutoryBoardId: boardId,
      businessLicenseAuthorityId: await idOfLive(
        db,
        businessLicenseAuthorities,
        input.businessLicenseAuthorityUuid,
        'businessLicenseAuthorityUuid',
      ),
      requiresBoardRegistration: input.requiresBoardRegistration,
      requiresBusinessLicense: input.requiresBusinessLicense,
      description: input.description,
      active: input.active,
    });
  },
});

const api = uaaReferenceApi({
  entity: businessLineConfigurationEntity,
  typeName: 'BusinessLineConfiguration',
  doc: 'What registering for a business line requires: a board registration and/or a business licence.',
  ...configurationFields.sdl,
  list: ['allBusinessLineConfigurations', 'all'],
});

/** [line code, board acronym or '', requires a board registration] of the seeded business lines. */
const lines: [string, string, boolean][] = [
  ['W-BLD', 'CRB', true],
  ['W-CIV', 'CRB', true],
  ['W-ELE', 'CRB', true],
  ['W-MEC', 'CRB', true],
  ['W-SPC', 'CRB', true],
  ['G-OFF', '', false],
  ['G-MED', 'TMDA', true],
  ['G-ICT', '', false],
  ['G-VEH', '', false],
  ['G-PET', 'EWURA', true],
  ['C-ENG', 'ERB', true],
  ['C-ARC', 'AQRB', true],
  ['C-AUD', 'NBAA', true],
  ['C-LEG', 'TLS', true],
  ['NC-CLN', '', false],
  ['NC-SEC', '', false],
  ['NC-CAT', '', false],
  ['NC-TRN', '', false],
];

/** Every seeded line needs a business licence (BRELA); regulated ones also their board's registration. */
async function seedConfigurations(db: Db) {
  const lineRows = await db
    .select({ id: businessLines.id, code: businessLines.code })
    .from(businessLines);
  const lineIds = new Map(lineRows.map((row) => [row.code, row.id]));
  const boardRows = await db
    .select({ id: statutoryBoards.id, acronym: statutoryBoards.acronym })
    .from(statutoryBoards);
  const boardIds = new Map(boardRows.map((row) => [row.acronym, row.id]));
  const brela = (
    await db
      .select({ id: businessLicenseAuthorities.id, acronym: businessLicenseAuthorities.acronym })
      .from(businessLicenseAuthorities)
  ).find((row) => row.acronym === 'BRELA')?.id;
  const rows = lines.flatMap(([code, board, requiresBoard]) => {
    const businessLineId = lineIds.get(code);
    if (!businessLineId) return [];
    return [
      {
        businessLineId,
        statutoryBoardId: board ? (boardIds.get(board) ?? null) : null,
        businessLicenseAuthorityId: brela ?? null,
        requiresBoardRegistration: requiresBoard && Boolean(boardIds.get(board)),
        requiresBusinessLicense: true,
        createdBy: 'system',
      },
    ];
  });
  if (rows.length > 0) await db.insert(businessLineConfigurations).values(rows);
}

export default referenceListModule({
  service: 'uaa',
  api,
  resolvers: {
    BusinessLineConfiguration: {
      ...parentFields('businessLine', businessLines, 'businessLineId'),
      ...parentFields('statutoryBoard', statutoryBoards, 'statutoryBoardId'),
      ...parentFields(
        'businessLicenseAuthority',
        businessLicenseAuthorities,
        'businessLicenseAuthorityId',
      ),
    },
  },
  seed: {
    after: ['business-lines', 'statutory-boards', 'business-license-authorities'],
    run: (db) => seedOnce(db, businessLineConfigurations, () => seedConfigurations(db)),
  },
}) satisfies ServerModule;
