import { chargeTypeDtoSchema } from '../../../contract/validation';
import type { PageParam } from '../../db/paging';
import { operation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import { deleteChargeType, findChargeType, listChargeTypes, saveChargeType } from './store';

type ListArgs = { deleted?: boolean | null; pageParam?: PageParam | null };

/** The types of charge the billing service bills. */
export const chargeTypeResolvers = {
  Query: {
    getAllChargeTypes: operation('billing.chargeType.read', async (args: ListArgs, { db }) =>
      success(await listChargeTypes(db, args.deleted ?? false, args.pageParam)),
    ),
    findChargeTypeByUuid: operation(
      'billing.chargeType.read',
      async (args: { uuid: string }, { db }) => success(await findChargeType(db, args.uuid)),
    ),
  },
  Mutation: {
    createUpdateChargeType: operation(
      'billing.chargeType.write',
      async (args: { chargeTypeDto: unknown }, { db, user }) => {
        const dto = chargeTypeDtoSchema.parse(args.chargeTypeDto);
        const saved = await saveChargeType(db, dto, user.email);
        return success(saved, dto.uuid ? 'Edited Successfully' : 'Created Successfully');
      },
    ),
    deleteChargeTypeByUuid: operation(
      'billing.chargeType.delete',
      async (args: { uuid: string }, { db, user }) =>
        success(await deleteChargeType(db, args.uuid, user.email), 'Deleted Successfully'),
    ),
  },
};
