import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { toFailure } from '../../graphql/result';
import { json, jsonFailure } from '../../http/respond';
import type { Route } from '../../restRoutes';
import { isStorableDate } from '../../validation/inputs';
import { compileReleases, ocdsBaseUrl, packageMetadata, type JsonObject } from './ocds';
import {
  feedPage,
  lastReleaseId,
  listPublishedPlans,
  publishedPlanReleases,
  releasesAfterId,
  releasesOfOcid,
  type FeedCursor,
} from './ocdsStore';
import { previewPlan } from './store';

/** Open data: anyone may read it, from any site, and keep it a minute. */
const publicJson = (body: unknown) => {
  const response = json(body);
  response.headers.set('cache-control', 'public, max-age=60');
  response.headers.set('access-control-allow-origin', '*');
  return response;
};

const notPublished = () =>
  jsonFailure(404, ResponseCode.NOT_FOUND, 'No published open data at this address');

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const newestDate = (releases: JsonObject[]) =>
  releases.reduce((newest, release) => {
    const date = String(release.date);
    return date > newest ? date : newest;
  }, '');

/** A release package of the given releases (oldest first), published at the newest one's date. */
export function releasePackage(config: Config, uri: string, releases: JsonObject[]) {
  return { ...packageMetadata(config, uri, newestDate(releases)), releases };
}

const FEED_LIMIT = 100;
const FEED_MAX_LIMIT = 1000;

const encodeCursor = (cursor: FeedCursor) =>
  Buffer.from(`${cursor.date.toISOString()}|${cursor.id}`).toString('base64url');

function decodeCursor(raw: string): FeedCursor {
  const [date, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const cursor = { date: new Date(date ?? ''), id: Number(id) };
  if (!isStorableDate(cursor.date) || !Number.isSafeInteger(cursor.id)) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'cursor is not one this feed gave');
  }
  return cursor;
}

/** The feed's arguments from the query string; a bad one is a clear 400. */
function feedArguments(url: URL) {
  const sinceText = url.searchParams.get('since');
  const since = sinceText === null ? undefined : new Date(sinceText);
  if (since && (!/^\d{4}-\d{2}-\d{2}/.test(sinceText!) || !isStorableDate(since))) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      'since must be a date and time, e.g. 2026-07-01T00:00:00Z',
    );
  }
  const limitText = url.searchParams.get('limit');
  const limit = limitText === null ? FEED_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > FEED_MAX_LIMIT) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `limit must be a whole number from 1 to ${FEED_MAX_LIMIT}`,
    );
  }
  const cursorText = url.searchParams.get('cursor');
  return { since, limit, cursor: cursorText === null ? undefined : decodeCursor(cursorText) };
}

/**
 * The bulk file, every release as one line of JSON, gzipped: built on request by streaming the
 * releases from the database a page at a time through gzip into a file of a temporary folder, and
 * kept until a release is appended (the newest release's id is its version and ETag). The file, not
 * memory, holds it: at a million releases it is large.
 */
function bulkFile(product: string) {
  let dir: string | undefined;
  let cached: { lastId: number; file: string; size: number } | undefined;
  let building: Promise<{ lastId: number; file: string; size: number }> | undefined;
  async function* lines(db: Db, lastId: number) {
    let after = 0;
    for (;;) {
      const page = await releasesAfterId(db, after, lastId, 1000);
      if (page.length === 0) return;
      yield page.map((row) => `${JSON.stringify(row.release)}\n`).join('');
      after = page[page.length - 1].id;
    }
  }
  const build = async (db: Db, lastId: number) => {
    if (!dir) {
      const made = fs.mkdtempSync(path.join(os.tmpdir(), `${product}-ocds-`));
      // A cache, not data: it goes with the process (the next one builds it again).
      process.once('exit', () => fs.rmSync(made, { recursive: true, force: true }));
      dir = made;
    }
    const file = path.join(dir, `releases-${lastId}.jsonl.gz`);
    await pipeline(
      Readable.from(lines(db, lastId)),
      zlib.createGzip(),
      fs.createWriteStream(`${file}.part`),
    );
    fs.renameSync(`${file}.part`, file);
    return { lastId, file, size: fs.statSync(file).size };
  };
  return async (db: Db) => {
    const lastId = await lastReleaseId(db);
    if (cached?.lastId === lastId) return cached;
    building ??= build(db, lastId).finally(() => {
      building = undefined;
    });
    const built = await building;
    if (!cached || built.lastId > cached.lastId) {
      // A download still reading the old file keeps it open; the name goes now.
      if (cached) fs.rmSync(cached.file, { force: true });
      cached = built;
    }
    return cached;
  };
}

/**
 * The public OCDS paths of published plans (no sign-in), under the app service:
 * GET /{product}-app/ocds/annual-procurement-plans/{uuid}   release package of a plan
 * GET /{product}-app/ocds/records/{ocid}                     record package of a planned procurement
 * GET /{product}-app/ocds/releases?since=&cursor=&limit=     feed of every release, links.next
 * GET /{product}-app/ocds/releases.jsonl.gz                  bulk file of every release
 * GET /{product}-app/ocds/plans                              the published plans (the Open data page)
 * and, signed in, GET .../annual-procurement-plans/{uuid}/preview: what the plan publishes.
 */
export function ocdsRoutes(config: Config): Route[] {
  const prefix = `/${config.product}-app/ocds`;
  return [
    planPackageRoute(config, prefix),
    planPreviewRoute(config, prefix),
    recordPackageRoute(config, prefix),
    releaseFeedRoute(config, prefix),
    bulkReleasesRoute(config, prefix),
    publishedPlansRoute(config, prefix),
  ];
}

/** An AppError as its HTTP status and envelope code (not found, forbidden, unauthenticated, invalid). */
function ocdsFailure(error: unknown) {
  const { code, message } = toFailure(error);
  const status =
    code === ResponseCode.NOT_FOUND
      ? 404
      : code === ResponseCode.FORBIDDEN
        ? 403
        : code === ResponseCode.UNAUTHENTICATED
          ? 401
          : 400;
  return jsonFailure(status, code, message);
}

/** A published plan's release package. */
function planPackageRoute(config: Config, prefix: string): Route {
  return {
    method: 'GET',
    path: new RegExp(`^${prefix}/annual-procurement-plans/(?<uuid>[^/]+)$`),
    async handle(_request, { db }, { uuid }) {
      if (!isUuid(uuid)) return notPublished();
      const releases = await publishedPlanReleases(db, uuid.toLowerCase());
      if (!releases?.length) return notPublished();
      return publicJson(
        releasePackage(
          config,
          `${ocdsBaseUrl(config)}/annual-procurement-plans/${uuid.toLowerCase()}`,
          releases,
        ),
      );
    },
  };
}

/** What a plan would publish, for those who read or publish plans. */
function planPreviewRoute(config: Config, prefix: string): Route {
  return {
    method: 'GET',
    path: new RegExp(`^${prefix}/annual-procurement-plans/(?<uuid>[^/]+)/preview$`),
    async handle(_request, { db, user }, { uuid }) {
      if (!user) return jsonFailure(401, ResponseCode.UNAUTHENTICATED);
      try {
        if (
          !user.permissions.has('app.annualProcurementPlan.read') &&
          !user.permissions.has('app.annualProcurementPlan.publish')
        ) {
          throw new AppError(ResponseCode.FORBIDDEN);
        }
        const { plan, releases } = await previewPlan(db, user, uuid);
        return json(
          releasePackage(
            config,
            `${ocdsBaseUrl(config)}/annual-procurement-plans/${plan.uuid}`,
            releases,
          ),
        );
      } catch (error) {
        return ocdsFailure(error);
      }
    },
  };
}

/** A planned procurement's record package: its releases and their compiled release. */
function recordPackageRoute(config: Config, prefix: string): Route {
  return {
    method: 'GET',
    path: new RegExp(`^${prefix}/records/(?<ocid>[^/]+)$`),
    async handle(_request, { db }, { ocid }) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(ocid);
      } catch {
        return notPublished();
      }
      const rows = await releasesOfOcid(db, decoded);
      if (rows.length === 0) return notPublished();
      const releases = rows.map((row) => row.release);
      return publicJson({
        ...packageMetadata(
          config,
          `${ocdsBaseUrl(config)}/records/${encodeURIComponent(decoded)}`,
          newestDate(releases),
        ),
        packages: [`${ocdsBaseUrl(config)}/annual-procurement-plans/${rows[0].planUuid}`],
        records: [{ ocid: decoded, releases, compiledRelease: compileReleases(releases) }],
      });
    },
  };
}

/** The feed of every release, oldest first, paged by the OCDS pagination extension's links. */
function releaseFeedRoute(config: Config, prefix: string): Route {
  return {
    method: 'GET',
    path: `${prefix}/releases`,
    async handle(request, { db }) {
      try {
        const url = new URL(request.url);
        const { since, limit, cursor } = feedArguments(url);
        const rows = await feedPage(db, { since, cursor, limit });
        // Caught up: nothing after this point yet (an empty release package is not valid OCDS).
        if (rows.length === 0) {
          return new Response(null, {
            status: 204,
            headers: { 'access-control-allow-origin': '*' },
          });
        }
        const page = rows.slice(0, limit);
        const last = page[page.length - 1];
        const link = (query: URLSearchParams) =>
          `${ocdsBaseUrl(config)}/releases?${query.toString()}`;
        const self = new URLSearchParams(url.searchParams);
        const next = new URLSearchParams({
          ...(since ? { since: since.toISOString() } : {}),
          cursor: encodeCursor({ date: last.date, id: last.id }),
          ...(limitTextOf(url) ? { limit: String(limit) } : {}),
        });
        const body = {
          ...releasePackage(
            config,
            link(self),
            page.map((row) => row.release),
          ),
          // The OCDS pagination extension's links: follow next until it answers 204 (caught up),
          // then keep polling it for new releases.
          links: { next: link(next) },
        };
        const response = publicJson(body);
        response.headers.set('link', `<${body.links.next}>; rel="next"`);
        return response;
      } catch (error) {
        return ocdsFailure(error);
      }
    },
  };
}

/** Every release in one gzipped JSON-lines file, remade when a release is added. */
function bulkReleasesRoute(config: Config, prefix: string): Route {
  const bulk = bulkFile(config.product);
  return {
    method: 'GET',
    path: `${prefix}/releases.jsonl.gz`,
    async handle(request, { db }) {
      const file = await bulk(db);
      const etag = `"releases-${file.lastId}"`;
      const headers = {
        etag,
        'cache-control': 'no-cache',
        'access-control-allow-origin': '*',
      };
      if (request.headers.get('if-none-match') === etag) {
        return new Response(null, { status: 304, headers });
      }
      const body = Readable.toWeb(fs.createReadStream(file.file)) as ReadableStream<Uint8Array>;
      return new Response(body, {
        headers: {
          ...headers,
          'content-length': String(file.size),
          'content-type': 'application/gzip',
          'content-disposition': `attachment; filename="${config.product}-ocds-releases.jsonl.gz"`,
        },
      });
    },
  };
}

/** The published plans, with the feed's and the bulk file's addresses (the Open data page). */
function publishedPlansRoute(config: Config, prefix: string): Route {
  return {
    method: 'GET',
    path: `${prefix}/plans`,
    async handle(_request, { db }) {
      const plans = await listPublishedPlans(db);
      return publicJson({
        plans: plans.map((plan) => ({
          ...plan,
          package: `${ocdsBaseUrl(config)}/annual-procurement-plans/${plan.uuid}`,
        })),
        feed: `${ocdsBaseUrl(config)}/releases`,
        bulk: `${ocdsBaseUrl(config)}/releases.jsonl.gz`,
        license: config.ocds.license,
        publisher: config.ocds.publisherName,
      });
    },
  };
}

const limitTextOf = (url: URL) => url.searchParams.get('limit');
