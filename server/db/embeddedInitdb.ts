/**
 * Run as its own process by createClusterApart (embeddedCluster.ts): creates the embedded database's
 * cluster in the data directory given as its argument, then ends, taking initdb's memory with it.
 */
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embeddedInitdb <data directory>');
const client = new PGlite({ dataDir });
await client.waitReady;
await client.close();
