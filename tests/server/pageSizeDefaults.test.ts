import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, isInputObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { APP_DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../../contract/limits';

/**
 * The page sizes the SDL gives a client that does not say (server/graphql/common.graphql) are the
 * contract's defaults, which the resolvers and the browser read: they cannot drift apart.
 */
const schema = buildSchema(fs.readFileSync(path.resolve('server/graphql/common.graphql'), 'utf8'));

const defaultOf = (input: string, field: string) => {
  const type = schema.getType(input);
  if (!isInputObjectType(type)) throw new Error(`${input} is not an input type of common.graphql`);
  return type.getFields()[field]?.defaultValue;
};

describe('the SDL page size defaults (contract/limits.ts)', () => {
  it('PageableParamInput.size defaults to DEFAULT_PAGE_SIZE', () => {
    expect(defaultOf('PageableParamInput', 'size')).toBe(DEFAULT_PAGE_SIZE);
  });

  it('AppPageInput.pageSize defaults to APP_DEFAULT_PAGE_SIZE', () => {
    expect(defaultOf('AppPageInput', 'pageSize')).toBe(APP_DEFAULT_PAGE_SIZE);
  });
});
