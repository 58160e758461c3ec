import { dropStaleSchemas } from './harness.js';

/** Each run starts from an empty slate on PostgreSQL, whatever an interrupted earlier run left. */
export default async function setup(): Promise<void> {
  await dropStaleSchemas();
}
