// Finds every call the front end makes to the backend by reading the apps' source: REST reads and
// writes (`.from(table).select/insert/update/upsert/delete`), RPCs (`.rpc(name)`), edge functions
// (`invokeFunction(name, { operation | method | action })`) and storage (`.storage.from(bucket).op`,
// `uploadWithProgress`, `getDocumentLink`). Each call gets an id such as `rest:jobs:select`,
// `rpc:search_public_jobs`, `fn:manage-job-posting:get` or `storage:upload`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './bench-postgres.js';

const APPS = [
  'shared',
  'shell',
  'mf-public',
  'mf-admin',
  'mf-company',
  'mf-candidate',
  'mf-vendor',
];
const REST_OPS = new Set(['select', 'insert', 'update', 'upsert', 'delete']);
// The sub-operation a multi-purpose function reads from its body.
const FUNCTION_OPS = ['operation', 'method', 'action'];

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const methodName = (call) =>
  ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression)
    ? call.expression.name.text
    : null;

/** A string literal, or a const in the same file initialised with one. */
function stringValue(node, consts) {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isIdentifier(node)) return consts.get(node.text) ?? null;
  return null;
}

function objectProperty(node, names, consts) {
  if (!node || !ts.isObjectLiteralExpression(node)) return null;
  for (const p of node.properties) {
    if (ts.isPropertyAssignment(p) && names.includes(p.name.getText())) {
      const value = stringValue(p.initializer, consts);
      if (value) return value;
    }
  }
  return null;
}

/** The method called on the result of `call` (`x.from(t).select()` → 'select'). */
function nextMethod(call) {
  const access = call.parent;
  return access && ts.isPropertyAccessExpression(access) && access.expression === call
    ? access.name.text
    : null;
}

// Storage methods that only build a URL in the browser.
const LOCAL_STORAGE_OPS = new Set(['getPublicUrl']);

/** Top-level string constants of every file (names shared through imports, such as a function's name). */
function stringConstants(files) {
  const consts = new Map();
  for (const { source } of files) {
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations) {
        const value = d.initializer && stringValue(d.initializer, consts);
        if (ts.isIdentifier(d.name) && value) consts.set(d.name.text, value);
      }
    }
  }
  return consts;
}

export function discoverCalls(root = ROOT) {
  const calls = new Map();
  const add = (id, file, line) => {
    if (!calls.has(id)) calls.set(id, []);
    calls.get(id).push(`${path.relative(root, file)}:${line}`);
  };
  const files = APPS.flatMap((app) => sourceFiles(path.join(root, app, 'src'))).map((file) => ({
    file,
    source: ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  }));
  const shared = stringConstants(files);
  for (const { file, source } of files) {
    const consts = new Map(shared);
    const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const visit = (node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const value = stringValue(node.initializer, consts);
        if (value) consts.set(node.name.text, value);
      }
      if (ts.isCallExpression(node)) {
        const method = methodName(node);
        const callee = ts.isIdentifier(node.expression) ? node.expression.text : null;
        const [first, second] = node.arguments;
        if (method === 'from' && ts.isPropertyAccessExpression(node.expression)) {
          const target = node.expression.expression;
          const isStorage = ts.isPropertyAccessExpression(target) && target.name.text === 'storage';
          const op = nextMethod(node);
          if (isStorage && op && !LOCAL_STORAGE_OPS.has(op))
            add(`storage:${op}`, file, lineOf(node));
          const table = stringValue(first, consts);
          if (!isStorage && table && REST_OPS.has(op))
            add(`rest:${table}:${op}`, file, lineOf(node));
        } else if (method === 'rpc') {
          const name = stringValue(first, consts);
          if (name) add(`rpc:${name}`, file, lineOf(node));
        } else if (callee === 'invokeFunction' || method === 'invoke') {
          const name = stringValue(first, consts);
          const body =
            callee === 'invokeFunction' ? second : objectProperty(second, ['body'], consts);
          const op = objectProperty(body, FUNCTION_OPS, consts);
          if (name) add(`fn:${name}${op ? `:${op}` : ''}`, file, lineOf(node));
        } else if (callee === 'uploadWithProgress') {
          add('storage:upload', file, lineOf(node));
        } else if (callee === 'getDocumentLink') {
          add('storage:createSignedUrl', file, lineOf(node));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  // the shared helpers' own bodies are not calls the screens make
  for (const [id, places] of calls) {
    const used = places.filter((p) => !p.startsWith('shared/src/supabase/storage.ts'));
    if (used.length) calls.set(id, used);
    else calls.delete(id);
  }
  return new Map([...calls].sort(([a], [b]) => a.localeCompare(b)));
}
