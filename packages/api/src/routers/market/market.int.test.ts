// market.* through the real tRPC caller and database: creator rights, favourites under concurrency, filters, sorts, search, pages, SQL count.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@praxiform/db';
import { createTemplate, createUser, getTestDatabaseUrl } from '@praxiform/db/testing';
import type { TTemplateInput } from '@praxiform/domain';
import { createTestCaller, createTestDeps, rejectionCode } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const input = (over: Partial<TTemplateInput> = {}): TTemplateInput => ({
  name: 'Suivi genou',
  type: 'suivi',
  language: 'fr',
  scoringEnabled: false,
  fields: [],
  ...over,
});

async function practitioner(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(deps.prisma, over);
  return { user, caller: await createTestCaller(deps, user.id) };
}

describe('market.create / get / update / delete', () => {
  it('lets only the creator edit or delete a public template', async () => {
    const creator = await practitioner({ profession: 'dentist' });
    const other = await practitioner();
    const { template } = await creator.caller.market.create(input());
    expect(template).toMatchObject({ isPublic: true, isMine: true, creatorProfession: 'dentist' });
    expect(await deps.prisma.template.findUniqueOrThrow({ where: { id: template.id } })).toMatchObject({ ownerId: null, creatorId: creator.user.id });
    expect((await other.caller.market.get({ id: template.id })).template).toMatchObject({ isMine: false, fields: [] });
    expect(await rejectionCode(other.caller.market.update({ id: template.id, ...input({ name: 'Piraté' }) }))).toBe('TEMPLATE_NOT_OWNER');
    expect(await rejectionCode(other.caller.market.delete({ id: template.id }))).toBe('TEMPLATE_NOT_OWNER');
    expect((await creator.caller.market.update({ id: template.id, ...input({ name: 'Suivi genou v2', type: 'bilan' }) })).template).toMatchObject({
      name: 'Suivi genou v2',
      scoringEnabled: true,
    });
    expect(await creator.caller.market.delete({ id: template.id })).toEqual({ success: true });
    expect(await rejectionCode(other.caller.market.get({ id: template.id }))).toBe('NOT_FOUND');
  });

  it('never shows a private template, mine included', async () => {
    const { caller } = await practitioner();
    const { template } = await caller.templates.create(input());
    expect(await rejectionCode(caller.market.get({ id: template.id }))).toBe('NOT_FOUND');
    expect(await rejectionCode(caller.market.update({ id: template.id, ...input() }))).toBe('NOT_FOUND');
    expect(await rejectionCode(caller.market.favorite({ id: template.id }))).toBe('NOT_FOUND');
  });
});

describe('market.favorite / unfavorite', () => {
  it('is idempotent and keeps exact counts under concurrent calls', async () => {
    const creator = await practitioner();
    const { template } = await creator.caller.market.create(input());
    const fans = await Promise.all(Array.from({ length: 5 }, () => practitioner()));
    await Promise.all(fans.flatMap((f) => [f.caller.market.favorite({ id: template.id }), f.caller.market.favorite({ id: template.id })]));
    const row = () => deps.prisma.template.findUniqueOrThrow({ where: { id: template.id } });
    expect((await row()).favoritesCount).toBe(5);
    expect(await deps.prisma.templateFavorite.count({ where: { templateId: template.id } })).toBe(5);
    const first = fans[0]!;
    expect(await first.caller.market.favorite({ id: template.id })).toEqual({ favoritesCount: 5, isFavorite: true });
    await Promise.all([first.caller.market.unfavorite({ id: template.id }), first.caller.market.unfavorite({ id: template.id })]);
    expect(await first.caller.market.unfavorite({ id: template.id })).toEqual({ favoritesCount: 4, isFavorite: false });
    expect((await fans[1]!.caller.market.get({ id: template.id })).template).toMatchObject({ isFavorite: true, favoritesCount: 4 });
    expect((await first.caller.market.list({ favoritesOnly: true })).total).toBe(0);
    expect((await fans[1]!.caller.market.list({ favoritesOnly: true })).items.map((t) => t.id)).toEqual([template.id]);
  });
});

describe('market.list', () => {
  it('filters, sorts, searches (case and accents aside) and pages', async () => {
    const fresh = await createTestDeps({ prisma: createPrismaClient(await getTestDatabaseUrl(), { max: 2 }) });
    await fresh.prisma.template.deleteMany({ where: { isPublic: true } });
    const author = await createUser(fresh.prisma, { firstName: 'Hélène', lastName: 'Dubois', profession: 'physiotherapist' });
    const viewer = await createUser(fresh.prisma);
    const caller = await createTestCaller(fresh, viewer.id);
    const day = (d: number) => new Date(Date.UTC(2026, 1, d));
    await createTemplate(fresh.prisma, {
      creatorId: author.id,
      isPublic: true,
      name: 'Bilan lombaire',
      type: 'bilan',
      language: 'fr',
      category: 'orthopedics',
      createdAt: day(1),
    });
    await createTemplate(fresh.prisma, {
      creatorId: author.id,
      isPublic: true,
      name: 'Anxiety screen',
      type: 'anamnese',
      language: 'en',
      description: 'Générale',
      createdAt: day(2),
    });
    await createTemplate(fresh.prisma, {
      creatorId: viewer.id,
      isPublic: true,
      name: 'Intake',
      type: 'anamnese',
      language: 'nl',
      createdAt: day(3),
      creatorName: 'Jan Peeters',
    });
    await createTemplate(fresh.prisma, { creatorId: viewer.id, name: 'Privé', type: 'anamnese' });
    const names = async (q: Parameters<typeof caller.market.list>[0]) => (await caller.market.list(q)).items.map((t) => t.name);
    // The viewer reads French (the default of an account): without a language, the market lists French templates only.
    expect(await names({})).toEqual(['Bilan lombaire']);
    // Every language: the viewer's French first, then the others, each group in the chosen sort.
    expect(await names({ language: 'all' })).toEqual(['Bilan lombaire', 'Intake', 'Anxiety screen']);
    expect(await names({ language: 'all', sort: 'oldest' })).toEqual(['Bilan lombaire', 'Anxiety screen', 'Intake']);
    expect(await names({ language: 'all', sort: 'name_asc' })).toEqual(['Bilan lombaire', 'Anxiety screen', 'Intake']);
    expect(await names({ language: 'all', sort: 'name_desc' })).toEqual(['Bilan lombaire', 'Intake', 'Anxiety screen']);
    // The page's interface language (another than the account's) leads: English first.
    expect(await names({ language: 'all', interfaceLanguage: 'en', sort: 'name_desc' })).toEqual(['Anxiety screen', 'Intake', 'Bilan lombaire']);
    expect(await names({ interfaceLanguage: 'nl' })).toEqual(['Intake']);
    expect(await names({ language: 'all', type: 'anamnese' })).toEqual(['Intake', 'Anxiety screen']);
    expect(await names({ language: 'en' })).toEqual(['Anxiety screen']);
    expect(await names({ language: 'all', category: 'orthopedics' })).toEqual(['Bilan lombaire']);
    expect(await names({ search: 'LOMBAIRE' })).toEqual(['Bilan lombaire']);
    expect(await names({ language: 'all', search: 'generale' })).toEqual(['Anxiety screen']);
    expect(await names({ language: 'all', search: 'helene dub', sort: 'oldest' })).toEqual(['Bilan lombaire', 'Anxiety screen']);
    expect(await names({ language: 'all', search: '%' })).toEqual([]);
    const page = await caller.market.list({ language: 'all', pageSize: 2, page: 2 });
    expect(page).toMatchObject({ total: 3 });
    expect(page.items.map((t) => t.name)).toEqual(['Anxiety screen']);
    const [intake] = (await caller.market.list({ language: 'nl' })).items;
    expect(intake).toMatchObject({ isMine: true, creatorName: 'Jan Peeters', isFavorite: false });
    const [lombaire] = (await caller.market.list({ category: 'orthopedics' })).items;
    expect(lombaire).toMatchObject({ isMine: false, creatorName: 'Hélène Dubois', creatorProfession: 'physiotherapist' });
    await fresh.prisma.$disconnect();
  });

  it('lists the caller’s language first with every language, across pages, and only it by default', async () => {
    const fresh = await createTestDeps({ prisma: createPrismaClient(await getTestDatabaseUrl(), { max: 2 }) });
    await fresh.prisma.template.deleteMany({ where: { isPublic: true } });
    const author = await createUser(fresh.prisma);
    // A Dutch-speaking practitioner; "PHQ" exists in several languages, and English ones are the newest.
    const viewer = await createUser(fresh.prisma, { interfaceLanguage: 'nl' });
    const caller = await createTestCaller(fresh, viewer.id);
    const day = (d: number) => new Date(Date.UTC(2026, 2, d));
    const rows: [string, 'fr' | 'en' | 'nl', number][] = [
      ['PHQ nl A', 'nl', 1],
      ['PHQ fr A', 'fr', 2],
      ['PHQ nl B', 'nl', 3],
      ['PHQ en A', 'en', 4],
      ['PHQ nl C', 'nl', 5],
      ['PHQ en B', 'en', 6],
      ['PHQ fr B', 'fr', 7],
    ];
    for (const [name, language, d] of rows) {
      await createTemplate(fresh.prisma, { creatorId: author.id, isPublic: true, name, language, createdAt: day(d) });
    }
    const list = (q: Parameters<typeof caller.market.list>[0]) => caller.market.list({ search: 'PHQ', ...q });
    const names = async (q: Parameters<typeof caller.market.list>[0]) => (await list(q)).items.map((t) => t.name);

    // The default filter is the caller's interface language.
    expect(await list({})).toMatchObject({ total: 3 });
    expect(await names({})).toEqual(['PHQ nl C', 'PHQ nl B', 'PHQ nl A']);
    // Every language: Dutch first (newest first within), then the others (newest first within).
    const all = ['PHQ nl C', 'PHQ nl B', 'PHQ nl A', 'PHQ fr B', 'PHQ en B', 'PHQ en A', 'PHQ fr A'];
    expect(await names({ language: 'all' })).toEqual(all);
    // Pages cut across the two groups: no template skipped or shown twice, the total of every language.
    const pages = await Promise.all([1, 2, 3].map((page) => list({ language: 'all', pageSize: 2, page })));
    expect(pages.flatMap((p) => p.items.map((t) => t.name))).toEqual(all.slice(0, 6));
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);
    expect(await names({ language: 'all', pageSize: 2, page: 4 })).toEqual(['PHQ fr A']);
    expect(await names({ language: 'all', pageSize: 4, page: 1 })).toEqual(all.slice(0, 4));
    expect(await names({ language: 'all', pageSize: 4, page: 2 })).toEqual(all.slice(4));
    // Past the last page: no template, and still the total, so that the pager can lead back.
    expect(await list({ language: 'all', pageSize: 4, page: 3 })).toEqual({ items: [], total: 7 });
    expect(await list({ search: 'nothing like it', page: 2 })).toEqual({ items: [], total: 0 });
    // Favourites only, with the search and every language: the caller's favourites that match, Dutch first.
    const favourite = async (name: string) => {
      const { id } = await fresh.prisma.template.findFirstOrThrow({ where: { name, isPublic: true } });
      await caller.market.favorite({ id });
    };
    await favourite('PHQ en A');
    await favourite('PHQ nl B');
    expect(await names({ language: 'all', favoritesOnly: true })).toEqual(['PHQ nl B', 'PHQ en A']);
    expect(await list({ language: 'all', favoritesOnly: true, search: 'phq EN' })).toMatchObject({
      total: 1,
      items: [{ name: 'PHQ en A', isFavorite: true }],
    });
    // The chosen sort within each group.
    expect(await names({ language: 'all', sort: 'name_asc' })).toEqual([
      'PHQ nl A',
      'PHQ nl B',
      'PHQ nl C',
      'PHQ en A',
      'PHQ en B',
      'PHQ fr A',
      'PHQ fr B',
    ]);
    // Another language chosen: only it.
    expect(await names({ language: 'en' })).toEqual(['PHQ en B', 'PHQ en A']);
    // The page's language leads when it differs from the account's (the language menu changes the page, not the account).
    expect(await names({ interfaceLanguage: 'fr' })).toEqual(['PHQ fr B', 'PHQ fr A']);
    expect((await names({ language: 'all', interfaceLanguage: 'en' })).slice(0, 2)).toEqual(['PHQ en B', 'PHQ en A']);
    await fresh.prisma.$disconnect();
  });

  it('sorts names as people read them: case and accents do not push a name after Z', async () => {
    const fresh = await createTestDeps({ prisma: createPrismaClient(await getTestDatabaseUrl(), { max: 2 }) });
    await fresh.prisma.template.deleteMany({ where: { isPublic: true } });
    const author = await createUser(fresh.prisma);
    const caller = await createTestCaller(fresh, author.id);
    for (const name of ['Zona', 'anamnèse du genou', 'Bilan', 'échelle de douleur', 'Anamnèse dentaire']) {
      await createTemplate(fresh.prisma, { creatorId: author.id, isPublic: true, name, type: 'autre' });
    }
    const names = async (sort: 'name_asc' | 'name_desc') => (await caller.market.list({ sort })).items.map((t) => t.name);
    expect(await names('name_asc')).toEqual(['Anamnèse dentaire', 'anamnèse du genou', 'Bilan', 'échelle de douleur', 'Zona']);
    expect(await names('name_desc')).toEqual(['Zona', 'échelle de douleur', 'Bilan', 'anamnèse du genou', 'Anamnèse dentaire']);
    await fresh.prisma.$disconnect();
  });

  it('runs the same number of SQL statements for 5 and for 50 templates per page', async () => {
    const logged = createPrismaClient(await getTestDatabaseUrl(), { log: true, max: 2 });
    let statements = 0;
    // createPrismaClient's return type does not carry its log config, so $on('query') is typed `never` there.
    (logged as unknown as { $on(event: 'query', listener: () => void): void }).$on('query', () => {
      statements += 1;
    });
    const local = await createTestDeps({ prisma: logged });
    const author = await createUser(logged);
    for (let i = 0; i < 60; i += 1) await createTemplate(logged, { creatorId: author.id, isPublic: true, name: `Modèle ${i}` });
    const viewer = await createUser(logged);
    const caller = await createTestCaller(local, viewer.id);
    await caller.market.favorite({ id: (await logged.template.findFirstOrThrow({ where: { isPublic: true } })).id });
    const count = async (pageSize: number) => {
      statements = 0;
      const result = await caller.market.list({ pageSize, search: 'Modèle' });
      expect(result.items).toHaveLength(pageSize);
      return statements;
    };
    const small = await count(5);
    const large = await count(50);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    await logged.$disconnect();
  });
});
