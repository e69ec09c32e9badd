import { readEnv } from './env';
import { runServer } from './serve';

// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV ??= 'production';
const env = readEnv();
await runServer({
  web: true,
  listening: (port) =>
    console.log(`Zay is running at http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`),
});
