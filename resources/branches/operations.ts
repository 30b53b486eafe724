import { envelopeOperation, select, type Variables } from '../../providers/operations/documents';
import type { GetListParams } from 'react-admin';
import { unwrap, type Envelope } from '../../providers/responses';
import { getCurrentUser } from '../../providers/session';
import { pageOfList } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';
import { versionOf } from '../../providers/operations/reference';

const branchFields = `uuid numericId: id branchCode branchName trackingBranchCode location active
  createdAt createdBy updatedAt updatedBy version
  administrativeArea { uuid name type code } institution { uuid name numericId: id } users { uuid fullName email }`;

/**
 * A branch's react-admin id is "institutionUuid/branchUuid": the spec reads branches per institution
 * (findBranchesByInstitution) and has no read of one branch, so the edit screen reads its institution's.
 */
type BranchRecord = {
  uuid: string;
  institution: { uuid: string };
  administrativeArea?: { uuid: string } | null;
  users?: { uuid: string }[];
};
const branchRecord = (branch: BranchRecord) => ({
  ...branch,
  id: `${branch.institution.uuid}/${branch.uuid}`,
  administrativeAreaUuid: branch.administrativeArea?.uuid ?? null,
  userUuids: (branch.users ?? []).map((user) => user.uuid),
});

const branchList = (operation: string) => (result: unknown, params: GetListParams) =>
  pageOfList(unwrap(result as Envelope<BranchRecord[]>, operation).map(branchRecord), params);

/** Every branch operation answers the branch (or the institution's branches) in the envelope. */
const branchOperation = (operation: string, variables: Variables, selection = select.record) => ({
  operation,
  variables,
  selection: selection(branchFields),
});

const branchesOfInstitution = branchOperation(
  'findBranchesByInstitution',
  { institutionUuid: 'String!' },
  select.list,
);

const branchRecordOf = (operation: string) => (result: unknown) => ({
  data: branchRecord(unwrap(result as Envelope<BranchRecord>, operation)),
});

const saveBranch = {
  ...branchOperation('createUpdateBranch', { branch: 'BranchInput!' }),
  mutation: true,
  parse: branchRecordOf('createUpdateBranch'),
};

const branchInput = (data: Record<string, unknown>, uuid?: unknown) => ({
  branch: {
    uuid: uuid ?? null,
    branchName: data.branchName,
    branchCode: data.branchCode,
    trackingBranchCode: data.trackingBranchCode || null,
    location: data.location || null,
    administrativeAreaUuid: data.administrativeAreaUuid || null,
    institutionUuid: data.institutionUuid || null,
    userUuids: Array.isArray(data.userUuids) ? data.userUuids : null,
    active: data.active ?? true,
    ...(uuid ? { version: versionOf({ data }) } : {}),
  },
});

/** Branches of institutions (uaa). */
export const branchOperations: ResourceOperations = {
  service: 'uaa',
  // Platform administrators choose an institution (filter institutionUuid); others see their own.
  getList: envelopeOperation({
    ...branchesOfInstitution,
    send: (params) => ({
      institutionUuid:
        params.filter?.institutionUuid || getCurrentUser()?.procuringEntity?.uuid || '',
    }),
    parse: branchList('findBranchesByInstitution'),
  }),
  getOne: envelopeOperation({
    ...branchesOfInstitution,
    send: (params) => ({ institutionUuid: String(params.id).split('/')[0] }),
    parse: (result, params) => {
      const branches = unwrap(result as Envelope<BranchRecord[]>, 'findBranchesByInstitution');
      const branch = branches.find((b) => b.uuid === String(params.id).split('/')[1]);
      if (!branch) throw new Error('ra.notification.item_doesnt_exist');
      return { data: branchRecord(branch) };
    },
  }),
  create: envelopeOperation({ ...saveBranch, send: (params) => branchInput(params.data) }),
  update: envelopeOperation({
    ...saveBranch,
    send: (params) => branchInput(params.data, String(params.id).split('/')[1]),
  }),
  delete: envelopeOperation({
    ...branchOperation('deleteBranch', { id: 'ID!', version: 'Int' }),
    mutation: true,
    send: (params) => ({
      id: String(params.previousData?.numericId ?? ''),
      version: versionOf(params),
    }),
    parse: branchRecordOf('deleteBranch'),
  }),
};
