import { envelopeDocument, select } from './documents';
import { customMethod } from './types';

/** A procurement method's stage-to-stage times, shown and edited under its row (app). */
export interface StageTime {
  uuid: string;
  days: number;
  currentStage: {
    uuid: string;
    name: string;
    nameSw?: string | null;
    procurementStageTypeEnum: string;
  };
  nextStage: { uuid: string; name: string; nameSw?: string | null };
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
    document: envelopeDocument(
      'query',
      'getStageToStageTimeByProcurementMethodUuid',
      { uuid: 'String!' },
      select.list(
        'uuid days currentStage { uuid name nameSw procurementStageTypeEnum } nextStage { uuid name nameSw }',
      ),
    ),
  }),
  createUpdateProcurementStageToStageTime: customMethod<
    { stageToStageTime: StageTimeInput },
    { uuid: string }
  >({
    service: 'app',
    document: envelopeDocument(
      'mutation',
      'createUpdateProcurementStageToStageTime',
      { stageToStageTime: 'StageToStageTimeInput!' },
      select.record('uuid'),
    ),
  }),
  deleteProcurementStageToStageTime: customMethod<{ uuid: string }>({
    service: 'app',
    document: envelopeDocument(
      'mutation',
      'deleteProcurementStageToStageTime',
      { uuid: 'String!' },
      select.record('uuid'),
    ),
  }),
};
