import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    dbPath: string;
  }
}

export default async function setup(project: TestProject) {
  // A random port by default, so two runs on one machine do not meet each other's server.
  const server = await startServer(Number(process.env.E2E_PORT ?? 3400 + Math.floor(Math.random() * 500)));
  project.provide('origin', server.origin);
  project.provide('dbPath', server.dbPath);
  return () => server.stop();
}
