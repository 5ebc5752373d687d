// A template's card says where a copy came from (market, cabinet, colleague), and says nothing for an original.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage } from '../../test/render-page';
import { templateSummary } from '../../test/template-fixtures';
import { TemplateCard } from './template-card';

afterEach(() => vi.unstubAllGlobals());

function show(template: ReturnType<typeof templateSummary>) {
  fakeTrpc({});
  renderAuthPage(
    <ul>
      <TemplateCard template={template} onAction={() => {}} busy={false} />
    </ul>,
    { path: '/templates' },
  );
}

describe('TemplateCard', () => {
  it('names the original and its author on a copy', () => {
    show(templateSummary({ name: 'Bilan du genou', originId: 12, origin: { name: 'Bilan du genou', creatorName: 'Olivia Owner' } }));
    expect(screen.getByText(/D’après «\s*Bilan du genou\s*» de Olivia Owner/)).toBeInTheDocument();
  });

  it('says nothing of an origin on an original', () => {
    show(templateSummary({ name: 'Bilan du genou' }));
    expect(screen.queryByText(/D’après/)).not.toBeInTheDocument();
  });
});
