import { readFileSync } from 'node:fs';
import { Validator } from '@cfworker/json-schema';
import { parse } from 'yaml';
import { contractFile } from '../../src/paths';

type Json = Record<string, unknown>;

export interface JudgedAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const ROOT = 'https://shop.example/openapi.yaml';

/** Points every `#/components/…` reference at the whole document, registered under ROOT. */
function absolute(schema: unknown): Json {
  return JSON.parse(JSON.stringify(schema ?? {}).replaceAll('"#/components/', `"${ROOT}#/components/`)) as Json;
}

/**
 * Judges answers by openapi.yaml alone, with a JSON Schema validator of its own (@cfworker/json-schema) and none
 * of the server's code: a mistake that the server's contract checks share with the server cannot hide from it.
 */
export class ContractOracle {
  private readonly document: Json;
  private readonly validators = new Map<string, Validator | undefined>();

  constructor(file = contractFile) {
    this.document = parse(readFileSync(file, 'utf8')) as Json;
  }

  private operation(method: string, path: string): Json {
    const item = (this.document.paths as Record<string, Json>)[path];
    const op = item?.[method] as Json | undefined;
    if (!op) throw new Error(`openapi.yaml has no ${method.toUpperCase()} ${path}.`);
    return op;
  }

  private resolve(value: unknown): Json {
    let current = value as Json;
    while (typeof current?.$ref === 'string') {
      current = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<Json>((node, key) => node[key] as Json, this.document);
    }
    return current;
  }

  private validatorFor(method: string, path: string, key: string): Validator | undefined {
    const id = `${method} ${path} ${key}`;
    if (!this.validators.has(id)) {
      const response = this.resolve((this.operation(method, path).responses as Json)[key]);
      const schema = (response.content as Record<string, Json> | undefined)?.['application/json']?.schema;
      let validator: Validator | undefined;
      if (schema) {
        validator = new Validator(absolute(schema), '2020-12', false);
        validator.addSchema(absolute(this.document), ROOT);
      }
      this.validators.set(id, validator);
    }
    return this.validators.get(id);
  }

  /** Everything wrong with an answer to `method path`, by the contract; empty when it keeps it. */
  judge(method: string, path: string, answer: JudgedAnswer): string[] {
    const op = this.operation(method, path);
    const problems: string[] = [];
    if (answer.status >= 500) problems.push(`answered ${answer.status}`);
    const declared = Object.keys(op.responses as Json);
    const key = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((k) => declared.includes(k));
    if (!key) return [...problems, `status ${answer.status} is not in the contract`];
    // The media types the contract declares for this answer: JSON, or an event stream.
    const declaredTypes = Object.keys((this.resolve((op.responses as Json)[key]).content as Json | undefined) ?? {});
    const type = (answer.headers['content-type'] ?? '').split(';')[0]!.trim();
    if (declaredTypes.length === 0) {
      // An answer the contract declares without content (a 202 or a 204) carries none.
      const length = answer.headers['content-length'];
      if (answer.headers['content-type'] || (length !== undefined && length !== '0')) {
        problems.push(`content (${answer.headers['content-type']}, ${length} bytes) where the contract declares none`);
      }
    } else if (answer.status !== 304 && !declaredTypes.includes(type)) {
      problems.push(`content-type ${answer.headers['content-type']}`);
    }
    const validator = this.validatorFor(method, path, key);
    if (validator) {
      const result = validator.validate(answer.body);
      if (!result.valid) {
        const leaves = result.errors.filter(
          (error) => !['$ref', 'properties', 'items', 'allOf', 'oneOf', 'anyOf'].includes(error.keyword),
        );
        problems.push(
          ...(leaves.length > 0 ? leaves : result.errors)
            .slice(0, 3)
            .map((error) => `${error.instanceLocation} ${error.error}`),
        );
      }
    }
    if (answer.status >= 400 && (answer.body as { statusCode?: unknown } | undefined)?.statusCode !== answer.status) {
      problems.push('statusCode in the body differs from the status');
    }
    // The caching rule of the contract's description: what a signed-in user asks for is kept nowhere.
    const needsUser = ((op.security ?? this.document.security ?? []) as Json[]).some(
      (requirement) => Object.keys(requirement).length > 0,
    );
    if ((needsUser || op.operationId === 'createToken') && answer.headers['cache-control'] !== 'private, no-store') {
      problems.push(`Cache-Control ${answer.headers['cache-control']}`);
    }
    return problems;
  }
}
