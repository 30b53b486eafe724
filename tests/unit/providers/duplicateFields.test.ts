import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { duplicateText } from '../../../contract/duplicates';
import { chargeTypeDtoSchema } from '../../../contract/validation';
import { dataProvider } from '../../../src/composition/dataProvider';
import { i18nProvider } from '../../../providers/i18nProvider';
import { responseCodeErrorOf } from '../../../providers/responses';
import { saveSession } from '../../../providers/session';
import { buildTokens } from '../support/builders';

const billing = graphql.link('http://localhost:3000/zabuni-billing/graphql');
// Refusals are reported to the monitor service, as every failed call is.
const server = setupServer(
  http.post('http://localhost:3000/zabuni-monitor/graphql', () =>
    HttpResponse.json({ data: { saveErrorLog: { code: 9000 } } }),
  ),
);
let refusal = duplicateText(['name']);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
beforeEach(() => {
  refusal = duplicateText(['name']);
  saveSession(buildTokens());
  server.use(
    billing.mutation('createUpdateChargeType', () =>
      HttpResponse.json({
        data: {
          createUpdateChargeType: { code: 9003, message: refusal, status: false, data: null },
        },
      }),
    ),
  );
});
afterAll(async () => {
  server.close();
  await i18nProvider.changeLocale('en');
});

const create = () =>
  dataProvider.create('charge-types', { data: { name: 'Appeal fee', active: true } });

describe('a duplicate (9003) names the clashing field in the user language', () => {
  it('in English, with the resource label of the field', async () => {
    await i18nProvider.changeLocale('en');
    const error = await create().catch((e: unknown) => e);
    expect((error as Error).message).toBe('A record with the same name already exists');
    expect(responseCodeErrorOf(error)).toMatchObject({ code: 9003, serverMessage: refusal });
  });

  it('in Swahili, with the Swahili label (a save, an edit alike)', async () => {
    await i18nProvider.changeLocale('sw');
    await expect(create()).rejects.toThrow('Kumbukumbu yenye jina sawa tayari ipo');
    await expect(
      dataProvider.update('charge-types', {
        id: 'b7c2b8e4-1d2a-4c55-9f6e-2a1f0c9d8e01',
        data: { name: 'Appeal fee', active: true },
        previousData: { id: 'b7c2b8e4-1d2a-4c55-9f6e-2a1f0c9d8e01' },
      }),
    ).rejects.toThrow('Kumbukumbu yenye jina sawa tayari ipo');
  });

  it('two fields, one the resource does not label, are both named', async () => {
    await i18nProvider.changeLocale('sw');
    refusal = duplicateText(['institution', 'name']);
    await expect(create()).rejects.toThrow('Kumbukumbu yenye taasisi na jina sawa tayari ipo');
  });

  it('a duplicate text naming no field keeps the catalogue text', async () => {
    refusal = 'The tender already has a lot with this number';
    await expect(create()).rejects.toThrow('zabuni.responseCodes.9003');
  });
});

describe('invalid input (9001) names the field and the reason in the user language', () => {
  const refusing = (message: string) =>
    server.use(
      billing.mutation('createUpdateChargeType', () =>
        HttpResponse.json({
          data: { createUpdateChargeType: { code: 9001, message, status: false, data: null } },
        }),
      ),
    );

  it('says which field and why, never only "invalid or missing values"', async () => {
    refusing('name: Required');
    await i18nProvider.changeLocale('en');
    const error = await create().catch((e: unknown) => e);
    expect((error as Error).message).toBe('Name: Required');
    expect(responseCodeErrorOf(error)).toMatchObject({
      code: 9001,
      serverMessage: 'name: Required',
    });
    await i18nProvider.changeLocale('sw');
    await expect(create()).rejects.toThrow('Jina: Inahitajika');
  });

  it('keeps a reason it has no translation for as the server said it', async () => {
    refusing('unitOfMeasure: Nothing like a known reason');
    await i18nProvider.changeLocale('sw');
    await expect(create()).rejects.toThrow('Kipimo: Nothing like a known reason');
  });

  // The reasons as the server words them: the contract's own schema, refusing real values.
  const serverReason = (dto: Record<string, unknown>) => {
    const parsed = chargeTypeDtoSchema.safeParse(dto);
    if (parsed.success) throw new Error('the contract accepted it');
    const issue = parsed.error.issues[0];
    return `${issue.path.join('.')}: ${issue.message}`;
  };

  it.each([
    [{ name: 'Ada ya rufaa', unitOfMeasure: 'x'.repeat(61) }, /^Kipimo: Isizidi herufi 60$/],
    [{ name: 'A' }, /^Jina: Angalau herufi 2$/],
    [{}, /^Jina: Jina linahitajika$/],
    [{ name: 'Ada', version: 0 }, /: Zaidi ya 0$/],
    [{ name: 'Ada', active: 'yes' }, /: Si thamani ya aina sahihi$/],
  ])('words the server reason for %j in Swahili, keeping its values', async (dto, shown) => {
    refusing(serverReason(dto));
    await i18nProvider.changeLocale('sw');
    const error = await create().catch((e: unknown) => e);
    expect((error as Error).message).toMatch(shown);
  });

  it('keeps the catalogue text when the server names no field', async () => {
    refusing('The request has invalid or missing values');
    await i18nProvider.changeLocale('en');
    await expect(create()).rejects.toThrow('zabuni.responseCodes.9001');
  });
});
