// Picture checks before upload: JPEG, PNG, GIF, WebP up to 5 MB.
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it('accepts the four picture types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) expect(imageFileProblem({ type, size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('FILE_TYPE');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('FILE_TYPE');
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('FILE_TOO_LARGE');
  });
});
