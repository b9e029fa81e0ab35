#!/usr/bin/env node
/**
 * Fails when the spec has an operation or a request field that an SDK does not expose.
 * sdks/README.md ("Coverage") says what each SDK's coverage.json declares and what counts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const sdks = dirname(fileURLToPath(import.meta.url));
const spec = parse(readFileSync(join(sdks, '..', 'openapi', 'openapi.yaml'), 'utf8'));
const NOT_SDKS = new Set(['testkit', 'generated-clients']);
const SOURCE = /\.(ts|mts|cts|js|mjs|py|rb|java)$/;

const resolve = (node) => (node?.$ref ? resolve(refTarget(node.$ref)) : node);
function refTarget(ref) {
  return ref
    .slice(2)
    .split('/')
    .reduce((o, k) => o[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
}

/** The body's property names, through $ref and allOf. */
function bodyFields(schema) {
  const s = resolve(schema);
  if (!s) return [];
  return [...Object.keys(s.properties ?? {}), ...(s.allOf ?? []).flatMap(bodyFields)];
}

/** Every /v1 operation and its request fields: body properties and parameters. */
function operations() {
  const ops = new Map();
  for (const [path, item] of Object.entries(spec.paths)) {
    if (!path.startsWith('/v1/')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!op?.operationId) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
      const body = resolve(op.requestBody)?.content?.['application/json']?.schema;
      const fields = [
        ...bodyFields(body).map((name) => ({ name, where: 'body' })),
        ...params.map((p) => ({ name: p.name, where: p.in })),
      ];
      ops.set(op.operationId, { method: method.toUpperCase(), path, fields });
    }
  }
  return ops;
}

function files(dir) {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

const snake = (name) => name.replace(/-/g, '_').toLowerCase();
const camel = (name) => snake(name).replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasWord = (text, word) =>
  new RegExp(`(^|[^A-Za-z0-9_])${escape(word)}($|[^A-Za-z0-9_])`).test(text);

/** Spellings an SDK may use for a field: as in the spec, snake_case, camelCase, PascalCase. */
function spellings(name) {
  const c = camel(name);
  return [...new Set([name, snake(name), c, c[0].toUpperCase() + c.slice(1)])];
}

const ops = operations();
const problems = [];
let checked = 0;
for (const dir of readdirSync(sdks)) {
  const root = join(sdks, dir);
  if (NOT_SDKS.has(dir) || !statSync(root).isDirectory()) continue;
  const manifestFile = join(root, 'coverage.json');
  if (!existsSync(manifestFile)) {
    problems.push(`${dir}: no coverage.json (every SDK declares what it covers)`);
    continue;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sources = (manifest.sources ?? []).flatMap((s) => files(join(root, s)));
  if (sources.length === 0) {
    problems.push(`${dir}: coverage.json names no source files that exist`);
    continue;
  }
  const text = sources.map((f) => readFileSync(f, 'utf8')).join('\n');
  for (const [operationId, { method, path, fields }] of ops) {
    const exposed = manifest.operations?.[operationId];
    if (!exposed) {
      problems.push(`${dir}: ${operationId} (${method} ${path}) is not in coverage.json`);
      continue;
    }
    const word = exposed.split('.').pop();
    if (!hasWord(text, word)) problems.push(`${dir}: ${operationId}: no "${word}" in its sources`);
    for (const field of fields) {
      checked++;
      if (!spellings(field.name).some((s) => hasWord(text, s))) {
        problems.push(
          `${dir}: ${operationId}: the ${field.where} field "${field.name}" appears nowhere in ${manifest.sources.join(', ')}`,
        );
      }
    }
  }
  for (const id of Object.keys(manifest.operations ?? {})) {
    if (!ops.has(id))
      problems.push(`${dir}: coverage.json names ${id}, which the spec does not have`);
  }
  console.log(
    `${dir}: ${ops.size} operations, sources ${sources.map((f) => relative(root, f)).length} files`,
  );
}

if (problems.length) {
  console.error(`SDK coverage: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`SDK coverage: every /v1 operation and request field (${checked} checks) is exposed.`);
