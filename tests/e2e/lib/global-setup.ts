import type { TestProject } from 'vitest/node';
import { freePort, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    dbPath: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer(Number(process.env.E2E_PORT ?? (await freePort())));
  project.provide('origin', server.origin);
  project.provide('dbPath', server.dbPath);
  return () => server.stop();
}
