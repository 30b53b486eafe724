import { gql } from '@apollo/client';
import { parseRecord, parseList } from '../../providers/operations/paging';
import type { OperationMapping, ResourceOperations } from '../../providers/operations/types';
import { byUuid } from '../../providers/operations/reference';

/** create and update alike: an update carries the record's id (its uuid). */
type SaveParams = { data: Record<string, unknown>; id?: unknown };

const stageFields = 'uuid name procurementStageTypeEnum position';

const saveStage: OperationMapping<SaveParams> = {
  operation: 'createUpdateProcurementStage',
  document: gql`
    mutation createUpdateProcurementStage($procurementStage: ProcurementStageInput!) {
      createUpdateProcurementStage(procurementStage: $procurementStage) {
        code message status data { ${stageFields} }
      }
    }
  `,
  variables: (params) => ({
    procurementStage: {
      uuid: params.id == null ? null : String(params.id),
      name: params.data.name,
      procurementStageTypeEnum: params.data.procurementStageTypeEnum,
      position: Number(params.data.position),
    },
  }),
  parse: parseRecord('createUpdateProcurementStage'),
};

/** The procurement stages, a short ordered list read whole (app service). */
export const procurementStageOperations: ResourceOperations = {
  service: 'app',
  getList: {
    operation: 'getProcurementStages',
    document: gql`
      query getProcurementStages {
        getProcurementStages {
          code
          message
          status
          dataList {
            uuid
            name
            procurementStageTypeEnum
            position
          }
        }
      }
    `,
    variables: () => ({}),
    parse: parseList('getProcurementStages'),
  },
  // One stage: picked from the whole (short) list.
  getOne: {
    operation: 'getProcurementStages',
    document: gql`
      query getProcurementStages {
        getProcurementStages { code message status dataList { ${stageFields} } }
      }
    `,
    variables: () => ({}),
    parse: (result, params) => {
      const stage = parseList('getProcurementStages')(result).data.find(
        (row) => (row as { id: string }).id === String(params.id),
      );
      if (!stage) throw new Error('Procurement stage not found');
      return { data: stage };
    },
  },
  create: saveStage,
  update: saveStage,
  delete: byUuid('mutation', 'deleteProcurementStage', 'uuid'),
};
