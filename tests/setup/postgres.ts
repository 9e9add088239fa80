// globalSetup for the PostgreSQL tests: starts one embedded PostgreSQL for the whole run, builds the
// migrated template database on it and hands the admin URL and the template's name to the test workers,
// which create their own databases from it (tests/helpers/postgres.ts: createDatabase, uniqueDbName).
import type { TestProject } from 'vitest/node';
import { seedPgTemplate } from '../helpers/pg-template';
import { createDatabase, sealTemplate, startPostgres } from '../helpers/postgres';

const TEMPLATE = 'fitforme_template';

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  try {
    await seedPgTemplate(await createDatabase(server.adminUrl, TEMPLATE));
    await sealTemplate(server.adminUrl, TEMPLATE);
  } catch (error) {
    await server.destroy();
    throw error;
  }
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgTemplate', TEMPLATE);
  return () => server.destroy();
}
