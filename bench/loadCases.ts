/**
 * The pages the load benchmark asks for (bench/load.bench.ts), each as the GraphQL variables the browser
 * sends and as the best hand-written SQL for the same page and total (served by bench/rawTwin.ts),
 * and the statement that fills charge_types with generated rows.
 */
export const PAGE_SIZE = 25;
export const RARE_TERM = 'zanzibar';

const WORDS = ['Application', 'Registration', 'Renewal', 'Tender', 'Bid', 'Appeal', 'Inspection'];
const UNITS = ['each', 'kg', 'litre', 'hour'];

/**
 * One statement adding `size` charge types (through the row_counts triggers, which are statement-level
 * since migration 0025): names 'Charge 0004821 Tender' in an order unrelated to id, ~20% inactive, ~5%
 * deleted, ~0.1% with the rare word, created over three years.
 */
export const insertChargeTypes = (size: number) => {
  const multiplier = [7919, 7927, 7933, 7937].find((p) => size % p !== 0) ?? 1;
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const units = `ARRAY[${UNITS.map((w) => `'${w}'`).join(',')}]`;
  return `
    INSERT INTO charge_types (active, deleted, created_at, created_by, name, unit_of_measure)
    SELECT random() >= 0.2, random() < 0.05, now() - random() * interval '3 years', 'bench',
           'Charge ' || lpad((((i::bigint * ${multiplier}) % ${size}) + 1)::text, 7, '0') || ' '
             || CASE WHEN random() < 0.001 THEN 'Zanzibar'
                     ELSE (${words})[1 + floor(random() * ${WORDS.length})::int] END,
           (${units})[1 + floor(random() * ${UNITS.length})::int]
      FROM generate_series(1, ${size}) AS i`;
};

/** What the browser's list asks for: every column of the page plus the page numbers. */
export const LIST_QUERY = `query ($pageParam: PageableParamInput) {
  getAllChargeTypes(pageParam: $pageParam) {
    code
    message
    data {
      number numberOfElements size totalElements totalPages
      content { id uuid name unitOfMeasure active deleted createdAt createdBy updatedAt updatedBy }
    }
  }
}`;

const COLUMNS =
  'id, uuid, name, unit_of_measure, active, deleted, created_at, created_by, updated_at, updated_by';
const liveCount = (active?: boolean) =>
  `(SELECT coalesce(sum(n), 0) FROM row_counts WHERE table_name = 'charge_types'
       AND is_deleted = false${active === undefined ? '' : ` AND is_active = ${active}`})::int`;

export const GRAPHQL_CASES: Record<string, Record<string, unknown>> = {
  first: { page: 0, size: PAGE_SIZE, sortBy: 'name', sortDirection: 'ASC' },
  contains: {
    page: 0,
    size: PAGE_SIZE,
    sortBy: 'name',
    sortDirection: 'ASC',
    filters: [{ fieldName: 'name', operation: 'LIKE', value1: RARE_TERM }],
  },
  inactive: {
    page: 0,
    size: PAGE_SIZE,
    sortBy: 'createdAt',
    sortDirection: 'DESC',
    filters: [{ fieldName: 'active', operation: 'EQ', value1: 'false' }],
  },
};

/** One statement per page, total included: the fewest round trips a hand-written server needs. */
export const RAW_CASES: Record<string, string> = {
  // The statement the app sends for this page (the (deleted, name, id) index), with its values.
  first: `
    SELECT ${COLUMNS}, ${liveCount()} AS total FROM charge_types
     WHERE deleted = false ORDER BY name, id LIMIT ${PAGE_SIZE}`,
  contains: `
    SELECT count(*) OVER ()::int AS total, ${COLUMNS} FROM (
      SELECT * FROM charge_types WHERE deleted = false AND name ILIKE '%${RARE_TERM}%' OFFSET 0
    ) AS matches ORDER BY name, id LIMIT ${PAGE_SIZE}`,
  inactive: `
    SELECT ${liveCount(false)} AS total, ${COLUMNS} FROM charge_types
     WHERE deleted = false AND active = false
     ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE}`,
};
