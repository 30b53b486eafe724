import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { findMapping } from '../../../src/composition/operationTable';
import {
  referenceOperations,
  tendererSectionOperations,
  toReferenceInput,
} from '../../../providers/operations/reference';
import { toTendererDto } from '../../../resources/tenderers/operations';

const listParams = {
  pagination: { page: 3, perPage: 25 },
  sort: { field: 'name', order: 'DESC' as const },
  filter: { q: 'works', active: true, ignored: 'x' },
};

describe('referenceOperations (the generic operation-table builder)', () => {
  const row = referenceOperations({
    service: 'uaa',
    fields: 'uuid name code active',
    list: { operation: 'allTenderCategories', withDeletedFlag: true },
    find: 'findTenderCategoryByUuid',
    save: {
      operation: 'createUpdateTenderCategory',
      variable: 'tenderCategory',
      inputType: 'TenderCategoryInput',
    },
    delete: 'deleteTenderCategoryByUuid',
    inputFields: ['name', 'code', 'description', 'active'],
  });

  it('lists with the deleted flag and a pageParam (page from 0, mapped filters)', () => {
    const text = print(parse(row.getList!.document));
    expect(text).toContain('allTenderCategories(deleted: $deleted, pageParam: $pageParam)');
    expect(text).toMatch(/content \{\s+uuid\s+name\s+code\s+active\s+\}/);
    expect(row.getList!.variables(listParams)).toEqual({
      deleted: false,
      pageParam: {
        page: 2,
        size: 25,
        sortBy: 'name',
        sortDirection: 'DESC',
        filters: [
          { fieldName: 'q', operation: 'LIKE', value1: 'works' },
          { fieldName: 'active', operation: 'EQ', value1: 'true' },
        ],
      },
    });
    const parsed = row.getList!.parse(
      {
        code: 9000,
        message: 'Success',
        status: true,
        data: { content: [{ uuid: 'u-1', name: 'Works' }], totalElements: 51 },
      },
      listParams,
    );
    expect(parsed).toEqual({ data: [{ uuid: 'u-1', name: 'Works', id: 'u-1' }], total: 51 });
  });

  it('spells the page variable as the spec does (allBusinessLines(pageparam))', () => {
    const lines = referenceOperations({
      service: 'uaa',
      fields: 'uuid name',
      list: { operation: 'allBusinessLines', pageParamVariable: 'pageparam' },
      inputFields: ['name'],
    });
    expect(print(parse(lines.getList!.document))).toContain(
      'query allBusinessLines($pageparam: PageableParamInput)',
    );
    expect(Object.keys(lines.getList!.variables(listParams))).toEqual(['pageparam']);
    expect(lines.create).toBeUndefined();
  });

  it('creates without a uuid and updates with it, sending only the listed fields', () => {
    const data = { name: 'Works', code: 'W', description: '', createdAt: 'x', id: 'u-1' };
    expect(row.create!.variables({ data })).toEqual({
      tenderCategory: { uuid: null, name: 'Works', code: 'W', description: null },
    });
    expect(
      row.update!.variables({
        id: 'u-1',
        data: { ...data, active: false, version: 4 },
        previousData: data,
      }),
    ).toEqual({
      tenderCategory: {
        uuid: 'u-1',
        name: 'Works',
        code: 'W',
        description: null,
        active: false,
        version: 4,
      },
    });
    expect(print(parse(row.update!.document))).toContain(
      'createUpdateTenderCategory(tenderCategory: $tenderCategory)',
    );
  });

  it('finds and deletes by uuid, failing on a response code other than 9000', () => {
    expect(row.getOne!.variables({ id: 'u-9' })).toEqual({ uuid: 'u-9' });
    expect(row.delete!.operation).toBe('deleteTenderCategoryByUuid');
    expect(() =>
      row.delete!.parse({ code: 9004, message: 'no', status: false, data: null }, { id: 'u-9' }),
    ).toThrow('zabuni.responseCodes.9004');
  });

  it('toReferenceInput applies the resource conversion first', () => {
    expect(
      toReferenceInput(
        { inputFields: ['rank'], toInput: (d) => ({ rank: Number(d.rank) }) },
        { rank: '4' },
      ),
    ).toEqual({ uuid: null, rank: 4 });
  });
});

describe('the reference data and tenderer rows of the operation table', () => {
  it('lists tenderers by active state through getTenderersByActive', () => {
    const mapping = findMapping('tenderers', 'GET_LIST');
    const variables = (filter: Record<string, unknown>) =>
      mapping.variables({ ...listParams, filter } as never) as { isActive: boolean };
    expect(mapping.operation).toBe('getTenderersByActive');
    expect(variables({}).isActive).toBe(true);
    expect(variables({ active: 'false' }).isActive).toBe(false);
    expect(variables({ active: 'true', q: 'Ltd' })).toMatchObject({
      isActive: true,
      pageParam: { filters: [{ fieldName: 'q', operation: 'LIKE', value1: 'Ltd' }] },
    });
  });

  it('activates through activateDeactivateTenderer and creates with tendererCustomDTO', () => {
    const update = findMapping('tenderers', 'UPDATE');
    expect(update.variables({ id: 't-1', data: { active: false } } as never)).toEqual({
      tenderer: { uuid: 't-1', active: false },
    });
    expect(
      toTendererDto({ name: 'Ltd', email: 'a@b.tz', tin: '', tenderCategoryUuids: ['c'] }),
    ).toEqual({
      name: 'Ltd',
      email: 'a@b.tz',
      phone: null,
      tin: null,
      registrationNumber: null,
      tendererCategoryUuid: null,
      countryUuid: null,
      physicalAddress: null,
      postalAddress: null,
      tenderCategoryUuids: ['c'],
      certificateIssuedOn: null,
    });
  });

  it('has every administered list with its exact operation names', () => {
    expect(findMapping('business-lines', 'CREATE').operation).toBe('createUpdateBusinessLine');
    expect(findMapping('institution-activities', 'CREATE').operation).toBe(
      'createInstitutionActivity',
    );
    expect(findMapping('countries', 'GET_LIST').operation).toBe('getAllCountries');
    expect(() => findMapping('countries', 'CREATE')).toThrow(/does not support CREATE/);
  });
});

describe("tendererSectionOperations (a tenderer's own registration section)", () => {
  const row = tendererSectionOperations({
    service: 'submission',
    list: 'getAllWorkEquipmentsByTendererUuidAndDeleted',
    type: 'WorkEquipment',
    variable: 'workEquipment',
    fields: ['equipmentType', 'quantity'],
  });

  it("reads the caller's whole list (no tenderer uuid) and shows it a page at a time", () => {
    const text = print(parse(row.getList!.document));
    expect(text).toContain('getAllWorkEquipmentsByTendererUuidAndDeleted(deleted: $deleted)');
    expect(text).not.toContain('tendererUuid');
    expect(row.getList!.variables(listParams)).toEqual({ deleted: false });
    const rows = Array.from({ length: 30 }, (_, i) => ({ uuid: `u-${i}`, quantity: i }));
    const parsed = row.getList!.parse(
      { code: 9000, message: 'Success', status: true, dataList: rows },
      { ...listParams, pagination: { page: 2, perPage: 25 } },
    );
    expect(parsed.total).toBe(30);
    expect(parsed.data).toEqual(rows.slice(25).map((r) => ({ ...r, id: r.uuid })));
  });

  it("names its find, save and delete in the spec's style and saves only the section's fields", () => {
    expect(row.getOne!.operation).toBe('findWorkEquipmentByUuid');
    expect(row.create!.operation).toBe('createUpdateWorkEquipment');
    expect(row.delete!.operation).toBe('deleteWorkEquipment');
    expect(
      row.update!.variables({
        id: 'u-1',
        data: { equipmentType: 'Excavator', quantity: 3, createdAt: 'x', version: 2 },
        previousData: { id: 'u-1' },
      }),
    ).toEqual({
      workEquipment: { uuid: 'u-1', equipmentType: 'Excavator', quantity: 3, version: 2 },
    });
  });
});
