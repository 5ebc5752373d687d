// A support ticket's picture over real HTTP (docs/support-api.md, docs/files.md): uploaded first through POST /api/files
// (type checked from the bytes, 5 MB at most), then attached to a message; read by the ticket's practitioner and
// administrators only.
import { describe, expect, it } from 'vitest';
import { testPng, useFilesServer } from '../testing/files-server';

const app = useFilesServer();
const { account, upload, mutation } = app;

const PNG = testPng(2);

const status = async (url: string, token: string) => (await app.download(url, token)).status;

describe('a support ticket with a picture', () => {
  it('refuses a disguised file (422) and more than 5 MB (413) before any ticket exists', async () => {
    const alice = await account();
    expect(await upload(Buffer.from('<svg onload="alert(1)"></svg>'), alice.token)).toMatchObject({
      status: 422,
      body: { code: 'FILE_TYPE_NOT_ALLOWED' },
    });
    // A PHP script behind a GIF's name: the bytes decide, not the declared type.
    expect(await upload(Buffer.from('<?php system($_GET["c"]); ?>'), alice.token, 'image/gif')).toMatchObject({ status: 422 });
    expect(await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), alice.token)).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await app.prisma.storedFile.count({ where: { ownerId: alice.user.id } })).toBe(0);
  });

  it("is read by the ticket's practitioner and administrators, and by no other practitioner", async () => {
    const alice = await account();
    const bob = await account();
    const admin = await account({ isAdministrator: true });
    const picture = await upload(PNG, alice.token);
    expect(picture.status).toBe(201);
    const created = await mutation<{ id: number }>(
      'support.create',
      { category: 'technical', subject: 'Capture du bug', message: 'Voici la capture de l’erreur affichée.', attachmentId: picture.body.fileId },
      alice.token,
    );
    expect(created.status).toBe(200);
    const url = String(picture.body.url);
    expect(await status(url, alice.token)).toBe(200);
    expect(await status(url, admin.token)).toBe(200);
    expect(await status(url, bob.token)).toBe(404);
    // Bob cannot attach Alice's picture to his own ticket to read it.
    expect(
      await mutation(
        'support.create',
        { category: 'other', subject: 'Curiosité', message: 'Je joins une image trouvée.', attachmentId: picture.body.fileId },
        bob.token,
      ),
    ).toMatchObject({ error: { appCode: 'NOT_FOUND' } });
    expect(await status(url, bob.token)).toBe(404);

    // The desk's picture in a reply: the practitioner reads it, another practitioner does not.
    const answer = await upload(PNG, admin.token);
    const replied = await mutation(
      'admin.support.reply',
      { id: created.data?.id, message: 'Voici où trouver le réglage.', attachmentId: answer.body.fileId },
      admin.token,
    );
    expect(replied.status).toBe(200);
    expect(await status(String(answer.body.url), alice.token)).toBe(200);
    expect(await status(String(answer.body.url), bob.token)).toBe(404);
  });
});
