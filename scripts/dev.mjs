// `pnpm dev`: the API server (tsx watch) and the Vite dev server side by side; Ctrl-C stops both.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development', APP_URL: process.env.APP_URL ?? 'http://localhost:5173' };
const children = [
  spawn('pnpm', ['--filter', '@praxiform/server', 'dev'], { stdio: 'inherit', env }),
  spawn('pnpm', ['--filter', '@praxiform/web', 'dev'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) stop();
  });
