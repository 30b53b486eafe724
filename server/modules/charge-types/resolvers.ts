import { chargeTypeDtoSchema } from '../../../contract/validation';
import type { PageParam } from '../../db/paging';
import { operation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import { deleteChargeType, findChargeType, listChargeTypes, saveChargeType } from './store';
import { deleteOperation, storeOperation } from '../../graphql/guards';

type ListArgs = { deleted?: boolean | null; pageParam?: PageParam | null };

/** The types of charge the billing service bills. */
export const chargeTypeResolvers = {
  Query: {
    getAllChargeTypes: storeOperation('billing.chargeType.read', (args: ListArgs, { db }) =>
      listChargeTypes(db, args.deleted ?? false, args.pageParam),
    ),
    findChargeTypeByUuid: storeOperation(
      'billing.chargeType.read',
      (args: { uuid: string }, { db }) => findChargeType(db, args.uuid),
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
    deleteChargeTypeByUuid: deleteOperation(
      'billing.chargeType.delete',
      (db, user, uuid, version) => deleteChargeType(db, uuid, user.email, version),
    ),
  },
};
