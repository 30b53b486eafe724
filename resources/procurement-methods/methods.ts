import { envelopeDocument, select } from '../../providers/operations/documents';
import { customMethod } from '../../providers/operations/types';

/** A procurement method's stage-to-stage times, shown and edited under its row (app). */
export interface StageTime {
  uuid: string;
  days: number;
  /** The version a save or delete of the time is based on (decision 103). */
  version: number;
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
  /** The version read, for an edit: refused with 9012 if the time has changed since. */
  version?: number;
}

export const stageTimeMethods = {
  getStageToStageTimeByProcurementMethodUuid: customMethod<{ uuid: string }, StageTime[]>({
    service: 'app',
    document: envelopeDocument(
      'query',
      'getStageToStageTimeByProcurementMethodUuid',
      { uuid: 'String!' },
      select.list(
        'uuid days version currentStage { uuid name nameSw procurementStageTypeEnum } nextStage { uuid name nameSw }',
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
  deleteProcurementStageToStageTime: customMethod<{ uuid: string; version?: number }>({
    service: 'app',
    document: envelopeDocument(
      'mutation',
      'deleteProcurementStageToStageTime',
      { uuid: 'String!', version: 'Int' },
      select.record('uuid'),
    ),
  }),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    stageTimes: typeof stageTimeMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default stageTimeMethods;
