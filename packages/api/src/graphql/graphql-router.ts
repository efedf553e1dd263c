import express, { Router, type Request } from 'express';
import { GraphQLError, GraphQLScalarType, NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { CatalogSource } from '@storefront/core';
import { resolveAuthSecret } from '../auth/auth-secret.js';
import type { ApiConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { cors } from '../http/cors.js';
import { sendError } from '../http/envelope.js';
import { errorHandler } from '../http/error-handler.js';
import { jsonDepthGuard, nestedDeeperThan } from '../http/json-depth.js';
import { requestLog } from '../log/request-log.js';
import type { CatalogSearch, SearchResponse } from '../search/catalog-search.js';
import { groupFromBody } from '../search/customer-group.js';
import { signPayload, signProduct } from '../search/price-signature.js';
import {
  checkSourcePatterns,
  createSourceFilter,
  searchQueryOptionsFromConfig,
  searchQueryToDsl,
} from '../search-query/index.js';
import { translateFilter, type SearchQueryJson } from './filter-input.js';
import { limitError, limitsRule, nestingDepth } from './limits.js';
import { schemaText } from './schema.js';

type IndexedRequest = Request & { catalogIndex?: string };

export const GRAPHQL_JSON_ONLY = 'POST /graphql takes a JSON body (Content-Type: application/json)';

/** The server context: the Express request, with the index its path's store view chose. */
interface Context {
  req: IndexedRequest;
}

interface SearchArgs {
  search?: string | null;
  filter?: unknown;
  sort?: unknown;
  pageSize?: number | null;
  currentPage?: number | null;
  _sourceInclude?: Array<string | null> | null;
  _sourceExclude?: Array<string | null> | null;
  groupId?: number | null;
  groupToken?: string | null;
}

/** JSON as it is: the items, hits and aggregations vue-storefront-api answered as untyped JSON. */
const JSON_SCALAR = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral(node, variables) {
    const read = (n: typeof node): unknown => {
      switch (n.kind) {
        case 'StringValue':
        case 'BooleanValue':
        case 'EnumValue':
          return n.value;
        case 'IntValue':
        case 'FloatValue':
          return Number(n.value);
        case 'NullValue':
          return null;
        case 'ListValue':
          return n.values.map(read);
        case 'ObjectValue':
          return Object.fromEntries(n.fields.map((f) => [f.name.value, read(f.value)]));
        case 'Variable':
          return variables?.[n.name.value];
      }
    };
    return read(node);
  },
});

const patterns = (list: Array<string | null> | null | undefined) =>
  (list ?? []).filter((p): p is string => typeof p === 'string' && p !== '');

/**
 * A refusal of the search (a limit, a bad value) as the GraphQL error that names it; anything else stays masked, and
 * the request's log keeps it (the API's error handler logs what it masks; graphql-yoga's logging is off).
 */
function asGraphqlError(error: unknown, req: Request): unknown {
  if (error instanceof ApiError && error.status < 500)
    return new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
  if (!(error instanceof GraphQLError)) requestLog(req).error({ err: error }, 'Unhandled error');
  return error;
}

/** `/graphql` and `/graphql/{storeCode}/`: vue-storefront-api 1.12's schema over our search (docs/api.md#graphql). */
export function createGraphqlRouter(config: ApiConfig, search: CatalogSearch, now: () => number = Date.now): Router {
  const options = searchQueryOptionsFromConfig(config);
  const limits = config.graphql.limits;
  let secret: Uint8Array | undefined;
  const authSecret = () => (secret ??= resolveAuthSecret(config));

  function page(args: SearchArgs, fallbackSize: number) {
    const size = args.pageSize ?? fallbackSize;
    const current = args.currentPage ?? 1;
    if (!Number.isInteger(size) || size < 0) throw limitError(`pageSize must be a whole number from 0, got ${size}`);
    if (!Number.isInteger(current) || current < 1)
      throw limitError(`currentPage must be a whole number from 1, got ${current}`);
    const from = (current - 1) * size;
    if (from + size > config.catalog.maxResultWindow)
      throw limitError(
        `currentPage × pageSize may reach at most ${config.catalog.maxResultWindow} results (catalog.maxResultWindow)`,
      );
    return { size, from, current };
  }

  /** The REST translation of a GraphQL filter, with each nested `or` as one clause of alternatives. */
  function dslBody(translated: ReturnType<typeof translateFilter>): Record<string, unknown> {
    const body = searchQueryToDsl(translated.searchQuery, options, { evenWithoutFilters: true });
    if (translated.alternatives.length === 0) return body;
    const groups = translated.alternatives.map((group) => ({
      bool: {
        should: group.map(
          (alternative: SearchQueryJson) => searchQueryToDsl(alternative, options).query ?? { match_all: {} },
        ),
        minimum_should_match: 1,
      },
    }));
    const query = body.query as Record<string, unknown> | undefined;
    return { ...body, query: { bool: { filter: groups, ...(query && { must: query }) } } };
  }

  async function run(
    entity: string,
    context: Context,
    args: SearchArgs,
    fallbackSize: number,
    groupId?: number,
  ): Promise<{ response: SearchResponse; full: CatalogSource[]; size: number; current: number }> {
    const { size, from, current } = page(args, fallbackSize);
    const includes = patterns(args._sourceInclude);
    const excludes = patterns(args._sourceExclude);
    checkSourcePatterns([...includes, ...excludes], config.limits);
    const translated = translateFilter(args.filter, args.sort, args.search, {
      alternativesLimit: config.limits.queryClauses,
    });
    const body = dslBody(translated);
    // The VSF frontend adds min_score to a text search itself on REST; here the API is the one to.
    if (translated.searchQuery._searchText.trim() && body.min_score === undefined)
      body.min_score = config.catalog.minScore;
    const response = await search.search({
      index: context.req.catalogIndex ?? config.catalog.defaultIndex,
      entity,
      body,
      size,
      from,
      groupId,
    });
    const full = response.hits.hits.map((hit) => hit._source);
    if (includes.length || excludes.length) {
      const apply = createSourceFilter(includes, excludes);
      for (const hit of response.hits.hits) hit._source = apply(hit._source);
    }
    // As on REST: `sgn` only when an exclude list is given and does not name it (the VSF frontend excludes it).
    if (excludes.length && !excludes.includes('sgn'))
      response.hits.hits.forEach((hit, i) => {
        hit._source = { ...hit._source };
        if (entity === 'product')
          signProduct(hit._source, full[i]!, config.secrets.objHashSecret, config.tax.calculateServerSide);
        else hit._source = { ...hit._source, sgn: signPayload(hit._source, config.secrets.objHashSecret) };
      });
    return { response, full, size, current };
  }

  const guarded =
    <A, R>(resolve: (context: Context, args: A) => Promise<R>) =>
    async (_root: unknown, args: A, context: Context) => {
      try {
        return await resolve(context, args);
      } catch (error) {
        throw asGraphqlError(error, context.req);
      }
    };

  const esResponse = (response: SearchResponse) => ({
    hits: response.hits,
    suggest: null,
    aggregations: response.aggregations ?? null,
  });
  const items = (response: SearchResponse) => response.hits.hits.map((hit) => ({ ...hit._source, _score: hit._score }));

  const schema = createSchema<Context>({
    typeDefs: schemaText(config.graphql.productFilterFields),
    resolvers: {
      JSON: JSON_SCALAR,
      Query: {
        products: guarded(async (context, args: SearchArgs) => {
          const groupId = await groupFromBody({ groupToken: args.groupToken }, authSecret, now());
          const { response, size, current } = await run('product', context, args, 20, groupId);
          const sortFields = Object.keys((args.sort as Record<string, unknown> | null | undefined) ?? {});
          return {
            items: items(response),
            total_count: response.hits.total,
            aggregations: response.aggregations ?? null,
            attribute_metadata: null,
            sort_fields: sortFields.length ? { options: sortFields.map((f) => ({ label: f, value: f })) } : {},
            page_info: { page_size: size, current_page: current },
          };
        }),
        categories: guarded(async (context, args: SearchArgs) =>
          esResponse((await run('category', context, args, 20)).response),
        ),
        customAttributeMetadata: guarded(
          async (context, args: { attributes: unknown; _sourceInclude?: Array<string | null> | null }) =>
            esResponse(
              (await run('attribute', context, { filter: args.attributes, _sourceInclude: args._sourceInclude }, 150))
                .response,
            ),
        ),
        reviews: guarded(async (context, args: SearchArgs) =>
          esResponse((await run('review', context, args, 20)).response),
        ),
        taxrule: guarded(async (context, args: SearchArgs) =>
          esResponse((await run('taxrule', context, { filter: args.filter }, 150)).response),
        ),
        cmsPages: guarded(async (context, args: SearchArgs) => ({
          items: items((await run('cms_page', context, { filter: args.filter }, 200)).response),
        })),
        cmsBlocks: guarded(async (context, args: SearchArgs) => ({
          items: items((await run('cms_block', context, { filter: args.filter }, 200)).response),
        })),
        // The catalogue holds no CMS hierarchy (docs/api.md#graphql): an empty list, as for a shop without one.
        cmsHierarchies: () => ({ items: [] }),
      },
    },
  });

  const rules: ValidationRule[] = [limitsRule(limits)];
  if (!config.graphql.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  const queryLength: Plugin = {
    onParams({ params }) {
      const query = params.query;
      if (typeof query === 'string' && query.length > limits.queryLength)
        throw limitError(
          `The query has ${query.length} characters; the limit is ${limits.queryLength} (graphql.limits.queryLength)`,
        );
      // As deep as a JSON body may nest: the parser recurses per level and would overflow its stack first.
      const nesting = typeof query === 'string' ? nestingDepth(query) : 0;
      if (nesting > config.bodyMaxDepth)
        throw limitError(
          `The query nests brackets ${nesting} levels deep; the limit is ${config.bodyMaxDepth} (bodyMaxDepth)`,
        );
      // A POST body's depth is bounded below, before it is read; a GET query's variables come from its URL instead,
      // and the filter's translation would overflow its stack on them (a 500).
      if (nestedDeeperThan(params.variables, config.bodyMaxDepth))
        throw limitError(
          `The variables are nested more than ${config.bodyMaxDepth} levels deep; at most ${config.bodyMaxDepth} are allowed (bodyMaxDepth)`,
        );
    },
  };
  const rulesPlugin: Plugin = {
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };

  const yoga = createYoga<Context>({
    schema,
    graphqlEndpoint: '/graphql',
    // Its own CORS would answer every origin, with credentials: the API's policy (below) answers instead.
    cors: false,
    graphiql: config.graphql.graphiql,
    landingPage: false,
    logging: false,
    // graphql-yoga adds the original error, its message and stack, to a masked one under NODE_ENV=development: file
    // paths and internals, which no answer of the API carries (the log has them).
    maskedErrors: { isDev: false },
    plugins: [queryLength, rulesPlugin],
  });

  const router = Router();
  // The same origins as the rest of the API (config `cors.origins`): a VSF1 frontend of the shop's own reads it from
  // the browser, another site's page does not (docs/api.md#graphql).
  router.use(cors({ origins: config.cors.origins }));
  if (config.graphql.graphiql)
    // GraphiQL is a page graphql-yoga serves with its scripts and styles from unpkg and one inline script: the API's
    // `default-src 'none'` (and the storefront's nonce policy) would leave it blank. Only where GraphiQL is on (not in
    // production unless configured), and only for the page itself.
    router.get('/{:storeCode}', (req, res, next) => {
      if (req.accepts(['json', 'html']) === 'html' && req.query.query === undefined)
        res.setHeader(
          'Content-Security-Policy',
          "default-src 'self'; script-src 'self' 'unsafe-inline' https://unpkg.com; style-src 'self' 'unsafe-inline' " +
            "https://unpkg.com; font-src 'self' data: https://unpkg.com; img-src 'self' data: https:; connect-src 'self'",
        );
      next();
    });
  // yoga reads any other POST body itself (application/graphql, forms, multipart), whole and past every limit; the VSF1
  // frontend and GraphiQL send JSON, so nothing else is read (docs/api.md#graphql).
  router.use((req, res, next) => {
    if (req.method === 'POST' && req.is('application/json') === false) return sendError(res, 415, GRAPHQL_JSON_ONLY);
    next();
  });
  // Bounded like the REST bodies; yoga reads the parsed body. Deep variables would overflow the stack of the
  // filter's translation and of graphql-js's coercion (a 500), as deep bodies would the REST routes'.
  router.use(express.json({ limit: config.bodyLimit, type: ['application/json'] }));
  router.use(jsonDepthGuard(config.bodyMaxDepth));
  router.use('/{:storeCode}', (req, res, next) => {
    const code = req.params.storeCode;
    const trailing = req.path === '/' || req.path === '';
    if (code !== undefined && (!trailing || !Object.hasOwn(config.storeViews, code)))
      return sendError(res, 404, `Unknown store code "${code}" for /graphql/{storeCode}/`);
    const storeView = code === undefined ? undefined : config.storeViews[code];
    (req as IndexedRequest).catalogIndex = storeView?.index ?? config.catalog.defaultIndex;
    // yoga answers at its one endpoint, whatever store the path named; the query string stays (GET queries).
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    req.url = req.originalUrl = `/graphql${search}`;
    return (yoga as unknown as (req: Request, res: unknown, next: unknown) => unknown)(req, res, next);
  });
  // The body parser's refusals (413, malformed JSON) in the API's envelope, also where the storefront server mounts it.
  router.use(errorHandler());
  return router;
}
