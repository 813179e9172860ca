import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { contractFile } from '../../paths';
import { amountDecimals, fromMinor, isAmountOf, maximumAmount } from '../money';
import { isInstant } from './instant';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type HttpMethod = (typeof METHODS)[number];

export interface Problem {
  path: string;
  message: string;
}

type JsonObject = Record<string, unknown>;
type Schema = JsonObject;

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

/** `required` when every way the operation allows names the bearer token; `optional` when one of them does. */
function signInOf(security: JsonObject[]): Operation['signIn'] {
  const withBearer = security.filter((requirement) => 'bearerAuth' in requirement).length;
  if (withBearer === 0) return 'none';
  return withBearer === security.length ? 'required' : 'optional';
}

/** The headers that carry the schemes an operation's security requirements name. */
function credentialHeadersOf(security: JsonObject[], schemes: JsonObject): string[] {
  const names = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  return [...names].map((name) => {
    const scheme = schemes[name] as { type?: string; in?: string; name?: string } | undefined;
    return scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name
      ? scheme.name.toLowerCase()
      : 'authorization';
  });
}

/** One operation of openapi.yaml, with its validators compiled once, when first needed. */
export interface Operation {
  readonly method: HttpMethod;
  readonly path: string;
  readonly operationId: string;
  /** Whether the caller must be signed in, may be (another credential, or none, will do), or is never asked. */
  readonly signIn: 'required' | 'optional' | 'none';
  /** Whether a caller with no credential at all may call it (one of its security requirements is empty). */
  readonly anonymous: boolean;
  /** The request headers that carry the credentials it accepts, lower case: `authorization` for the bearer token. */
  readonly credentialHeaders: readonly string[];
  /** The permission a member of staff needs for it (`x-required-permission`); undefined for one anyone signed in may call. */
  readonly requiredPermission?: string;
  /** The caller's own records only (`x-owner-param` names the parameter that says whose)… */
  readonly ownerParam?: string;
  /** …unless the caller holds this permission (`x-others-permission`). */
  readonly othersPermission?: string;
  readonly bodyMediaType?: string;
  readonly bodyRequired: boolean;
  /** The path, the query and, when given, the headers (as Node gives them, lower case) against the operation's parameters. */
  checkParameters(pathParams: unknown, query: unknown, headers?: Readonly<Record<string, unknown>>): Problem[];
  checkJsonBody(body: unknown): Problem[];
  checkResponse(status: number, body: unknown): Problem[];
  /** Compiles its validators now rather than at first use; throws if a schema of it does not compile. */
  compile(): void;
}

/**
 * A validator compiled the first time it is asked for. Compiling the whole contract takes one to two seconds of CPU;
 * an instance compiles only what it serves, and a start (each test's app, a deploy's new process) does not wait.
 */
function lazily(compile: () => ValidateFunction): () => ValidateFunction {
  let compiled: ValidateFunction | undefined;
  return () => (compiled ??= compile());
}

/** What an amount of the currency must be, for a person who sent another. */
function moneyRule(currency: string): string {
  const decimals = amountDecimals(currency);
  const largest = fromMinor(maximumAmount(currency), currency).toLocaleString('en-US');
  return `must be an amount of ${currency}: ${decimals === 0 ? 'a whole number' : `at most ${decimals} decimals`}, at most ${largest}`;
}

function describe(error: ErrorObject, location: string, currency: string): Problem {
  const base = `/${location}${error.instancePath}`;
  switch (error.keyword) {
    case 'additionalProperties': {
      const field = (error.params as { additionalProperty: string }).additionalProperty;
      return { path: `${base}/${field}`, message: `unknown field '${field}'` };
    }
    case 'required': {
      const field = (error.params as { missingProperty: string }).missingProperty;
      return { path: `${base}/${field}`, message: `'${field}' is required` };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      return { path: base, message: `must be one of: ${allowed.map((v) => JSON.stringify(v)).join(', ')}` };
    }
    case 'multipleOf':
      return { path: base, message: 'must have at most two decimals' };
    case 'format':
      if ((error.params as { format: string }).format === 'money') return { path: base, message: moneyRule(currency) };
      return { path: base, message: error.message ?? 'is not valid' };
    case 'pattern':
      // The contract's `\S` says a name or a text must hold more than spaces.
      if ((error.params as { pattern: string }).pattern === '\\S')
        return { path: base, message: 'is required: more than spaces' };
      return { path: base, message: error.message ?? 'is not valid' };
    default:
      return { path: base, message: error.message ?? 'is not valid' };
  }
}

function problemsOf(validate: ValidateFunction, value: unknown, location: string, currency: string): Problem[] {
  if (validate(value)) return [];
  // Ajv reports the failing branch of every keyword; one entry per place and message is enough for a person.
  const seen = new Set<string>();
  return (validate.errors ?? [])
    .map((error) => describe(error, location, currency))
    .filter((problem) => {
      const key = `${problem.path} ${problem.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export class Contract {
  readonly document: JsonObject;
  readonly operations: Operation[];
  /** What each role may do: the `x-permissions` of the contract's `Role`, the one list. */
  readonly rolePermissions: ReadonlyMap<string, ReadonlySet<string>>;
  private readonly byRoute = new Map<string, Operation>();
  private readonly schemaChecks = new Map<string, ValidateFunction>();
  private readonly checkSchemaAgainst: (name: string) => ValidateFunction;

  private constructor(
    document: JsonObject,
    private readonly currency: string,
  ) {
    this.document = document;
    // JSON Schema 2020-12 is OpenAPI 3.1's schema dialect; every $ref to a component points into one schema.
    const components = (document.components ?? {}) as JsonObject;
    const roleSchema = ((components.schemas ?? {}) as Record<string, JsonObject>).Role ?? {};
    this.rolePermissions = new Map(
      Object.entries((roleSchema['x-permissions'] ?? {}) as Record<string, string[]>).map(([role, permissions]) => [
        role,
        new Set(permissions),
      ]),
    );
    const defs = JSON.parse(
      JSON.stringify(components.schemas ?? {}).replaceAll('"#/components/schemas/', '"contract#/$defs/'),
    ) as JsonObject;
    const makeAjv = (coerceTypes: boolean) => {
      const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes, multipleOfPrecision: 8 });
      addFormats(ajv);
      ajv.addFormat('date-time', { type: 'string', validate: isInstant });
      ajv.addFormat('binary', true);
      ajv.addFormat('money', { type: 'number', validate: (amount: number) => isAmountOf(amount, currency) });
      ajv.addSchema({ $id: 'contract', $defs: defs });
      return ajv;
    };
    const bodies = makeAjv(false);
    const strings = makeAjv(true);
    const compile = (ajv: Ajv2020, schema: unknown) =>
      ajv.compile(JSON.parse(JSON.stringify(schema ?? {}).replaceAll('"#/components/schemas/', '"contract#/$defs/')));
    this.checkSchemaAgainst = (name) => {
      if (!(name in defs)) throw new Error(`openapi.yaml has no schema ${name}.`);
      return compile(bodies, { $ref: `#/components/schemas/${name}` });
    };
    const resolve = <T>(value: unknown): T => {
      let current = value as JsonObject;
      while (current && typeof current.$ref === 'string') {
        const pointer = current.$ref.replace(/^#\//, '').split('/');
        current = pointer.reduce<JsonObject>((node, key) => node[key] as JsonObject, document);
      }
      return current as T;
    };

    const operations: Operation[] = [];
    for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, JsonObject>)) {
      const shared = ((item.parameters ?? []) as unknown[]).map((p) => resolve<ParameterObject>(p));
      for (const method of METHODS) {
        const op = item[method] as JsonObject | undefined;
        if (!op) continue;
        const parameters = [...shared, ...((op.parameters ?? []) as unknown[]).map((p) => resolve<ParameterObject>(p))];
        const objectOf = (where: 'path' | 'query' | 'header') => {
          const list = parameters.filter((p) => p.in === where);
          return {
            type: 'object',
            properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? {}])),
            required: list.filter((p) => p.required || where === 'path').map((p) => p.name),
            additionalProperties: where === 'path',
          };
        };
        const checkPath = lazily(() => compile(strings, objectOf('path')));
        const checkQuery = lazily(() => compile(strings, objectOf('query')));
        // Only the headers the operation names are looked at, under the contract's spelling of their names.
        const headerNames = parameters.filter((p) => p.in === 'header').map((p) => p.name);
        const checkHeaders = headerNames.length > 0 ? lazily(() => compile(strings, objectOf('header'))) : undefined;
        const namedHeaders = (headers: Readonly<Record<string, unknown>>) =>
          Object.fromEntries(
            headerNames.flatMap((name) =>
              headers[name.toLowerCase()] === undefined ? [] : [[name, headers[name.toLowerCase()]]],
            ),
          );
        const requestBody = op.requestBody ? resolve<JsonObject>(op.requestBody) : undefined;
        const content = (requestBody?.content ?? {}) as Record<string, { schema?: Schema }>;
        const bodyMediaType = Object.keys(content)[0];
        const bodySchema = content[bodyMediaType ?? '']?.schema;
        const checkBody = bodyMediaType === 'application/json' ? lazily(() => compile(bodies, bodySchema)) : undefined;
        const responses = new Map<string, (() => ValidateFunction) | undefined>();
        for (const [status, response] of Object.entries((op.responses ?? {}) as JsonObject)) {
          const schema = (resolve<JsonObject>(response).content as Record<string, { schema?: Schema }> | undefined)?.[
            'application/json'
          ]?.schema;
          responses.set(status, schema ? lazily(() => compile(bodies, schema)) : undefined);
        }
        const security = (op.security ?? document.security ?? []) as JsonObject[];
        const operation: Operation = {
          method,
          path,
          operationId: String(op.operationId),
          signIn: signInOf(security),
          anonymous: security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0),
          credentialHeaders: credentialHeadersOf(security, (components.securitySchemes ?? {}) as JsonObject),
          requiredPermission: op['x-required-permission'] as string | undefined,
          ownerParam: op['x-owner-param'] as string | undefined,
          othersPermission: op['x-others-permission'] as string | undefined,
          bodyMediaType,
          bodyRequired: Boolean(requestBody?.required),
          checkParameters: (pathParams, query, headers) => [
            ...problemsOf(checkPath(), pathParams, 'path', currency),
            ...problemsOf(checkQuery(), query, 'query', currency),
            ...(checkHeaders && headers ? problemsOf(checkHeaders(), namedHeaders(headers), 'header', currency) : []),
          ],
          checkJsonBody: (body) => (checkBody ? problemsOf(checkBody(), body, 'body', currency) : []),
          checkResponse: (status, body) => {
            const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses.has(k));
            if (key === undefined) return [{ path: '/status', message: `status ${status} is not in the contract` }];
            const validate = responses.get(key);
            return validate ? problemsOf(validate(), body, 'response', currency) : [];
          },
          compile: () =>
            [checkPath, checkQuery, checkHeaders, checkBody, ...responses.values()].forEach((validator) =>
              validator?.(),
            ),
        };
        operations.push(operation);
        this.byRoute.set(`${method} ${path}`, operation);
      }
    }
    this.operations = operations;
  }

  /** The contract, checking amounts (format `money`) as amounts of `currency`, the shop's. */
  static load(file = contractFile, currency = 'USD'): Contract {
    return new Contract(parse(readFileSync(file, 'utf8')) as JsonObject, currency);
  }

  /**
   * What is wrong with a value by one of the contract's component schemas (`User`, `Email`…): the rules an
   * answer is held to, for checking what the shop is about to store.
   */
  checkSchema(name: string, value: unknown, location = name): Problem[] {
    let validate = this.schemaChecks.get(name);
    if (!validate) {
      validate = this.checkSchemaAgainst(name);
      this.schemaChecks.set(name, validate);
    }
    return problemsOf(validate, value, location, this.currency);
  }

  /** The operation for a method and a path template in the contract's form, such as `/menu/{id}`. */
  find(method: string, path: string): Operation | undefined {
    return this.byRoute.get(`${method.toLowerCase()} ${path}`);
  }
}

/** Turns an Express route such as `/api/menu/:id` into the contract's `/menu/{id}`. */
export function contractPath(routePath: string, prefix = '/api'): string {
  const withoutPrefix = routePath.startsWith(prefix) ? routePath.slice(prefix.length) : routePath;
  return (withoutPrefix || '/').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
