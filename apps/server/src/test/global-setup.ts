import { preparePostgres } from './harness.js';

/** Each run starts from an empty slate on PostgreSQL, whatever an interrupted earlier run left, with the migrated template. */
export default async function setup(): Promise<void> {
  await preparePostgres();
}
