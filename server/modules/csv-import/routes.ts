import { CSV_IMPORT_LIMITS, type CsvImportOnExisting } from '../../../contract/csvImport';
import { ResponseCode } from '../../../contract/responseCodes';
import { AppError, isUniqueViolation } from '../../errors';
import { json, jsonFailure } from '../../http/respond';
import type { Route } from '../../http/routes';
import { csvTemplate, importableList, importCsv } from '../../reference-kit/csvImport';

/**
 * `/{product}-{service}/import/{entity}/{template|preview|commit}` (contract/csvImport.ts). The
 * file is the body, as text/csv, within its own limit (10 MB) rather than GraphQL's; the caller
 * needs the list's write permission. Preview writes nothing; commit answers the same report with
 * what was written. Answers are the envelope: { status, code, message, data }.
 */
export function csvImportRoutes(product: string, services: readonly string[]): Route[] {
  const prefix = `^/${product}-(?:${services.join('|')})/import/(?<entity>[a-z_]{1,63})`;
  const list = (entity: string) => importableList(entity);
  const checks = (ctx: Parameters<Route['handle']>[1], entity: string) => {
    if (!ctx.user) return jsonFailure(401, ResponseCode.UNAUTHENTICATED);
    const found = list(entity);
    if (!found)
      return jsonFailure(404, ResponseCode.NOT_FOUND, 'This list is not imported from CSV');
    if (!ctx.user.permissions.has(found.permission))
      return jsonFailure(403, ResponseCode.FORBIDDEN);
    return { user: ctx.user, found };
  };
  const step = (commit: boolean): Route => ({
    method: 'POST',
    path: new RegExp(`${prefix}/${commit ? 'commit' : 'preview'}$`),
    maxBodyBytes: CSV_IMPORT_LIMITS.maxBytes,
    creates: commit,
    handle: async (request, ctx, { entity }) => {
      const checked = checks(ctx, entity);
      if (checked instanceof Response) return checked;
      const query = new URL(request.url).searchParams;
      const fileName = (query.get('fileName') ?? 'import.csv').slice(
        0,
        CSV_IMPORT_LIMITS.fileNameLength,
      );
      const onExisting: CsvImportOnExisting =
        query.get('onExisting') === 'update' ? 'update' : 'refuse';
      try {
        const report = await importCsv(ctx.db, checked.found.entity, {
          body: request.body,
          fileName,
          onExisting,
          commit,
          user: checked.user,
        });
        const message = commit ? 'Imported Successfully' : 'Checked Successfully';
        return json({ status: true, code: ResponseCode.SUCCESS, message, data: report });
      } catch (error) {
        if (error instanceof AppError) return jsonFailure(400, error.code, error.message);
        if (isUniqueViolation(error)) {
          return jsonFailure(
            409,
            ResponseCode.DUPLICATE,
            'Someone saved a record of the file meanwhile; nothing was imported: check the file again',
          );
        }
        throw error;
      }
    },
  });
  return [
    {
      method: 'GET',
      path: new RegExp(`${prefix}/template$`),
      handle: (_request, ctx, { entity }) => {
        const checked = checks(ctx, entity);
        if (checked instanceof Response) return Promise.resolve(checked);
        return Promise.resolve(
          new Response(csvTemplate(checked.found.entity), {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': `attachment; filename="${entity}-template.csv"`,
              'cache-control': 'no-store',
            },
          }),
        );
      },
    },
    step(false),
    step(true),
  ];
}
