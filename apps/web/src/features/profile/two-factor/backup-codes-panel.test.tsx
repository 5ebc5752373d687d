// The backup codes are shown once with a "store them safely" warning, and can be copied, downloaded and printed.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackupCodesPanel } from './backup-codes-panel';
import { renderWithLocale } from '../../../test/render-with-locale';

const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-${'FGHIJKLMNO'.charAt(i)}2345`);

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('BackupCodesPanel', () => {
  it('lists the ten codes under a warning', () => {
    renderWithLocale(<BackupCodesPanel codes={CODES} email="claire@praxiform.test" />);
    const list = screen.getByRole('list', { name: 'Codes de secours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('note')).toHaveTextContent('Conservez ces codes en lieu sûr');
  });

  it('says so when the clipboard refuses the copy', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    renderWithLocale(<BackupCodesPanel codes={CODES} email="claire@praxiform.test" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La copie dans le presse-papiers a échoué.');
  });

  it('copies all codes, one per line', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithLocale(<BackupCodesPanel codes={CODES} email="claire@praxiform.test" />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
  });

  it('downloads the codes as a text file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithLocale(<BackupCodesPanel codes={CODES} email="claire@praxiform.test" />);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger (.txt)' }));
    expect(click).toHaveBeenCalledOnce();
    const blob = createObjectURL.mock.calls[0]?.[0];
    if (!blob) throw new Error('no blob');
    expect(blob.type).toBe('text/plain;charset=utf-8');
    const text = await readBlob(blob);
    for (const code of CODES) expect(text).toContain(code);
    expect(text).toContain('claire@praxiform.test');
  });
});
