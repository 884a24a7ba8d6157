#!/usr/bin/env node
// Fails when the committed OpenAPI document or the generated client no longer match the API's
// code: regenerates both into a temporary folder and compares byte for byte.
// Needs the API build (dist/apps/api); `npx nx run api-client:check-generated` builds it first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const committedDocument = 'apps/api/openapi.json';
const committedClient = 'libs/api-client/src/generated';
const scratch = mkdtempSync(join(tmpdir(), 'generated-'));
const problems = [];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function compareTrees(expectedDir, actualDir, fix) {
  const expected = new Map(files(expectedDir).map((f) => [relative(expectedDir, f), f]));
  const actual = new Map(files(actualDir).map((f) => [relative(actualDir, f), f]));
  for (const [name, path] of expected) {
    if (!actual.has(name)) problems.push(`${join(actualDir, name)} is missing (${fix})`);
    else if (!readFileSync(path).equals(readFileSync(actual.get(name))))
      problems.push(`${join(actualDir, name)} is stale (${fix})`);
  }
  for (const name of actual.keys()) {
    if (!expected.has(name)) problems.push(`${join(actualDir, name)} should not exist (${fix})`);
  }
}

try {
  const freshDocument = join(scratch, 'openapi.json');
  execFileSync('node', ['dist/apps/api/write-openapi.js', freshDocument], { stdio: 'pipe' });
  if (!readFileSync(freshDocument).equals(readFileSync(committedDocument))) {
    problems.push(`${committedDocument} is stale (run: npx nx run api:openapi)`);
  }
  const freshClient = join(scratch, 'client');
  execFileSync('npx', ['openapi-ts', '-f', 'libs/api-client/openapi-ts.config.mjs'], {
    stdio: 'pipe',
    env: { ...process.env, OPENAPI_INPUT: freshDocument, OPENAPI_CLIENT_OUTPUT: freshClient },
  });
  compareTrees(freshClient, committedClient, 'run: npx nx run api-client:generate');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Generated files are out of date:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('OpenAPI document and generated client are up to date.');
