// The data migration 20261127033500_specialty_keys: stored specialty labels become the keys the profile's checklist
// ticks; values it cannot map stay for their owner to see and remove (docs/product.md#validation).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './migrate.ts';
import { readMigrations } from './migrations-folder.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { createEmptyTestDatabase } from './testing/index.ts';

const MIGRATION = '20261127033500_specialty_keys';

let client: pg.Client;
let url: string;

/** A database migrated up to, not including, the specialty migration. */
async function databaseBeforeMigration(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'praxiform-specialty-keys-'));
  try {
    writeFileSync(join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
    for (const { name } of readMigrations(MIGRATIONS_DIR).filter((m) => m.name < MIGRATION)) {
      cpSync(join(MIGRATIONS_DIR, name), join(dir, name), { recursive: true });
    }
    const target = await createEmptyTestDatabase();
    await applyMigrations(target, { migrationsDir: dir });
    return target;
  } finally {
    rmSync(dir, { recursive: true });
  }
}

let nextUser = 0;
async function insertUser(profession: string | null, specialties: string[] | null): Promise<number> {
  nextUser += 1;
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO users (first_name, last_name, email, profession, specialties, updated_at)
     VALUES ('Test', 'User', $1, $2::profession, $3::text[], now()) RETURNING id`,
    [`specialties-${nextUser}@example.org`, profession, specialties],
  );
  return rows[0]!.id;
}

async function specialtiesOf(id: number): Promise<string[] | null> {
  const { rows } = await client.query<{ specialties: string[] | null }>('SELECT specialties FROM users WHERE id = $1', [id]);
  return rows[0]!.specialties;
}

const users: Record<string, number> = {};

beforeAll(async () => {
  expect(readMigrations(MIGRATIONS_DIR).map((m) => m.name)).toContain(MIGRATION);
  url = await databaseBeforeMigration();
  client = new pg.Client({ connectionString: url });
  await client.connect();
  // The demo seed's physiotherapist before it wrote keys: one label of her list, one of her own words.
  users.claire = await insertUser('physiotherapist', ['Rééducation du rachis', 'Kinésithérapie du sport']);
  users.dentist = await insertUser('dentist', ['Parodontologie']);
  users.mixed = await insertUser('physiotherapist', [
    '  manual THERAPY ',
    'sports_physiotherapy',
    'Sportfysiotherapie',
    'Kinésithérapie  respiratoire',
  ]);
  users.psychologist = await insertUser('psychologist', ["Psychologie de l'enfant et de l'adolescent", 'Women’s health']);
  users.other = await insertUser('other', ['Kinésithérapie du sport', 'Posturologie']);
  users.keys = await insertUser('nurse', ['home_care', 'wound_care']);
  users.none = await insertUser(null, []);
  users.nullList = await insertUser('nurse', null);
  await applyMigrations(url);
}, 60_000);

afterAll(async () => {
  await client?.end();
});

describe(MIGRATION, () => {
  it('turns labels of the user’s own list into keys (any language, case, spaces or apostrophe)', async () => {
    expect(await specialtiesOf(users.dentist!)).toEqual(['periodontics']);
    // A label and its key collapse to one, in the order first given.
    expect(await specialtiesOf(users.mixed!)).toEqual(['manual_therapy', 'sports_physiotherapy', 'respiratory_physiotherapy']);
    expect(await specialtiesOf(users.psychologist!)).toEqual(['child_adolescent_psychology', 'Women’s health']);
  });

  it('leaves what it cannot map, so its owner sees it and can remove it', async () => {
    expect(await specialtiesOf(users.claire!)).toEqual(['Rééducation du rachis', 'sports_physiotherapy']);
  });

  it('does not touch free text of `other`, lists already made of keys, empty or missing lists', async () => {
    expect(await specialtiesOf(users.other!)).toEqual(['Kinésithérapie du sport', 'Posturologie']);
    expect(await specialtiesOf(users.keys!)).toEqual(['home_care', 'wound_care']);
    expect(await specialtiesOf(users.none!)).toEqual([]);
    expect(await specialtiesOf(users.nullList!)).toBeNull();
  });
});
