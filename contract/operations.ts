import type { GraphqlService } from './services';

/**
 * Which service answers each GraphQL operation. The browser routes every request by this table (one
 * Apollo link), and the server tests check that each service's schema defines what is listed here.
 * Grouped by service; keep the spec's exact names.
 */
export const operationServices = {
  billing: [
    'allGFSServices',
    'getAllChargeTypes',
    'findChargeTypeByUuid',
    'createUpdateChargeType',
    'deleteChargeTypeByUuid',
  ],
  uaa: [
    'getAllGlobalSettings',
    'updateGlobalSetting',
    'updateSystemStatus',
    'getMyDetails',
    'updateSignatureRequestUser',
    'updateWPUser',
    'updateCOCUser',
    'updateTOCUser',
    'getFinancialYears',
    'getMyTenderer',
    'getAllPersonnelInformationsByTendererUuidAndDeleted',
    'getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted',
    'getAllLitigationRecordsByTendererAndEntityAndDeletedStatus',
    'getAllTendererFinancialResourcesByTendererUuidAndDeleted',
    'getAllTendererFinancialStatements',
    // Roles and users (identity administration)
    'getAllPermissions',
    'getAllPermissionsGrouped',
    'listOfRoles',
    'allRolesPageable',
    'getRoleByUuid',
    'assignPermission',
    'createUpdateRole',
    'deleteRole',
    'copyRoleToOtherInstitution',
    'assignRoleToUser',
    'assignRoleToExternalUser',
    'getAllUsersByInstitutionId',
    'getProcuringEntityUsersByUuidAndRoleName',
    'getApprovalStageUsers',
    'userDetails',
    'userInfoById',
    'getAllUsersByProcuringEntityUuid',
    'createUpdateUserAccount',
    'createUpdateMyInstUserAccount',
    'createUpdateUserAccountWithRole',
    'createInstitutionalAdmin',
    'updateUserAccount',
    'activateUser',
    'deactivateUser',
    'deleteUser',
    // Administrative areas, branches, service providers' clients and service users (organisation)
    'administrativeAreaAll',
    'administrativeAreaByType',
    'createUpdateAdministrativeArea',
    'activateDeactivateAdministrativeArea',
    'deleteAdministrativeArea',
    'getMyInstBranches',
    'getBranchesByInstitution',
    'findBranchesByInstitution',
    'createUpdateBranch',
    'deleteBranch',
    'getAllServiceProviderInstitutionsIrrespectly',
    'getMyServiceSubscribersByConfirmedStatus',
    'clientsSubscribedForServicesInMyInst',
    'getAllClientsSubscribedForService',
    'getAllServiceProviders',
    'getMyInstitutionServices',
    'confirmSubscription',
    'deleteClientFromMyInstitution',
    'getAllUsersAssignedToService',
    'getAllUsersFoundInServiceGroup',
    'assignUsersToService',
    'removeUsersFromService',
  ],
  app: [
    'getDocumentTemplates',
    'findDocumentTemplateByUuid',
    'getTemplateByCategory',
    'updateDocumentTemplate',
    'getProcurementMethods',
    'getProcurementStages',
    'getStageToStageTimeByProcurementMethodUuid',
    'deleteProcurementStage',
    'deleteProcurementStageToStageTime',
    'deleteProcurementMethod',
    'getAnnualProcurementPlans',
    'findAnnualProcurementPlanByUuid',
    'createAnnualProcurementPlan',
    'updateAnnualProcurementPlan',
    'deleteAnnualProcurementPlan',
    'getCurrentFinancialYear',
    'getTwoFinancialYears',
    'getFinancialYearsRest',
    'createFinancialYear',
    'createCurrentFinancialYear',
    'updateCurrentFinancialYear',
    'getMyTasksSummary',
    'getEndorsedAssignedTendersReqNotMerged',
    'getProcurementRequisitions',
    'getPeDeliveryNotes',
    'getProviderDeliveryNotes',
    'getPeDeliveryAdvises',
    'getProviderDeliveryAdvises',
    'getGovernmentServiceRequisitions',
  ],
  submission: [
    'completeSubmissionWithdraw',
    'completeSubmissionModification',
    'getMyClarificationTasksSummary',
    'getClarificationsByPEData',
    'getAllWorkEquipmentsByTendererUuidAndDeleted',
    'getAllTendererWorkExperiences',
    'getTendererTenderSubmissionSummary',
    'getMemberStageEvaluationSummary',
    'getSubmissionCriteriaEvaluationCompletionStatusByStage',
    'getSubmissionCriteriaEvaluationCompletionStatusByStageAndStageUuid',
    'getNegotiationAreaCriterias',
  ],
  monitor: [
    'saveErrorLog',
    'getErrorLogs',
    'getFeedbacks',
    'getPlatformStatistics',
    'saveFeedback',
  ],
} as const satisfies Record<GraphqlService, readonly string[]>;

const serviceByOperation = new Map<string, GraphqlService>(
  Object.entries(operationServices).flatMap(([service, operations]) =>
    operations.map((operation) => [operation, service as GraphqlService] as const),
  ),
);

export const serviceOfOperation = (operation: string): GraphqlService => {
  const service = serviceByOperation.get(operation);
  if (!service) {
    throw new Error(
      `Unknown GraphQL operation "${operation}": add it to contract/operations.ts under its service`,
    );
  }
  return service;
};
