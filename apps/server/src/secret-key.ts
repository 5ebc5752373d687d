// The server's 32-byte secret key: SECRET_KEY (base64) when set, else a key created once in the data folder.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function loadSecretKey(fromEnv: string | undefined, dataDir: string): Uint8Array {
  if (fromEnv) return decode(fromEnv, 'SECRET_KEY');
  const file = path.join(dataDir, 'secret.key');
  try {
    return decode(readFileSync(file, 'utf8').trim(), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx': never overwrite a key another process wrote meanwhile.
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return new Uint8Array(key);
  } catch {
    return decode(readFileSync(file, 'utf8').trim(), file);
  }
}

function decode(base64: string, source: string): Uint8Array {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error(`${source} must hold 32 bytes in base64 (openssl rand -base64 32)`);
  return new Uint8Array(key);
}
