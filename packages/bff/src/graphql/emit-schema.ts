import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getSchema, SCHEMA_FILE, schemaSdl } from './schema.js';

// `pnpm schema`: writes schema/schema.graphql (or the path given) from the code.
const target = process.argv[2] ? path.resolve(process.argv[2]) : SCHEMA_FILE;
await writeFile(target, schemaSdl(await getSchema()));
console.log(`schema written to ${target}`);
