import { gql } from '@apollo/client';
import { customMethod } from './types';

/** A procurement method's stage-to-stage times, shown and edited under its row (app). */
export interface StageTime {
  uuid: string;
  days: number;
  currentStage: { uuid: string; name: string; procurementStageTypeEnum: string };
  nextStage: { uuid: string; name: string };
}

export interface StageTimeInput {
  uuid?: string;
  currentStageUuid: string;
  nextStageUuid: string;
  days: number;
  procurementMethodUuid: string;
}

export const stageTimeMethods = {
  getStageToStageTimeByProcurementMethodUuid: customMethod<{ uuid: string }, StageTime[]>({
    service: 'app',
    document: gql`
      query getStageToStageTimeByProcurementMethodUuid($uuid: String!) {
        getStageToStageTimeByProcurementMethodUuid(uuid: $uuid) {
          code
          message
          status
          dataList {
            uuid
            days
            currentStage {
              uuid
              name
              procurementStageTypeEnum
            }
            nextStage {
              uuid
              name
            }
          }
        }
      }
    `,
  }),
  createUpdateProcurementStageToStageTime: customMethod<
    { stageToStageTime: StageTimeInput },
    { uuid: string }
  >({
    service: 'app',
    document: gql`
      mutation createUpdateProcurementStageToStageTime($stageToStageTime: StageToStageTimeInput!) {
        createUpdateProcurementStageToStageTime(stageToStageTime: $stageToStageTime) {
          code
          message
          status
          data {
            uuid
          }
        }
      }
    `,
  }),
  deleteProcurementStageToStageTime: customMethod<{ uuid: string }>({
    service: 'app',
    document: gql`
      mutation deleteProcurementStageToStageTime($uuid: String!) {
        deleteProcurementStageToStageTime(uuid: $uuid) {
          code
          message
          status
          data {
            uuid
          }
        }
      }
    `,
  }),
};
