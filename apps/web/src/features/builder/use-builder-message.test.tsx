// The builder's error codes read the builder's own texts (namespace "builder"), then the shared validation texts.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithLocale } from '../../test/render-with-locale';
import { createTestI18n } from '../../test/i18n';
import { useBuilderMessage } from './use-builder-message';

function Message({ code }: { code: string }) {
  const message = useBuilderMessage();
  return <p>{message(code)}</p>;
}

describe('useBuilderMessage', () => {
  const en = createTestI18n('en');
  it.each([
    ['FIELD_OPTIONS_REQUIRED', en.t('builder.errors.FIELD_OPTIONS_REQUIRED', { ns: 'builder' })],
    ['PATIENT_INSTRUCTIONS_TOO_LONG', en.t('validation.PATIENT_INSTRUCTIONS_TOO_LONG', { ns: 'errors' })],
    ['NO_SUCH_CODE', en.t('builder.errors.INVALID', { ns: 'builder' })],
  ])('%s reads "%s"', (code, expected) => {
    expect(expected).not.toMatch(/^builder\.|^validation\./);
    renderWithLocale(<Message code={code} />, 'en');
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});
