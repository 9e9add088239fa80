// globalSetup of the server project: builds the migrated and seeded template database once per run and
// hands its path to the test workers (tests/helpers/app.ts copies it per test).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplateDb } from '../helpers/template-db';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-template-'));
  project.provide('templateDb', await buildTemplateDb(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
