// The variables db reads itself: empty means unset, an invalid one stops with its name.
import { describe, expect, it } from 'vitest';
import { readDbEnv } from './env.ts';

describe('readDbEnv', () => {
  it('keeps the known variables; empty ones are unset', () => {
    expect(readDbEnv({ DATABASE_URL: 'postgres://u@h/db', PRAXIFORM_MIGRATIONS_DIR: '', NODE_ENV: 'test', OTHER: 'x' })).toEqual({
      DATABASE_URL: 'postgres://u@h/db',
      PRAXIFORM_MIGRATIONS_DIR: undefined,
      NODE_ENV: 'test',
    });
    expect(readDbEnv({})).toEqual({ DATABASE_URL: undefined, PRAXIFORM_MIGRATIONS_DIR: undefined, NODE_ENV: undefined });
  });

  it('names every invalid variable', () => {
    expect(() => readDbEnv({ DATABASE_URL: 'mysql://u@h/db', NODE_ENV: 'staging' })).toThrowError(
      /DATABASE_URL: must start with postgresql:\/\/[\s\S]*NODE_ENV/,
    );
  });
});
