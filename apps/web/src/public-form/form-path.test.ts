// Which links the public page asks the server about, and which are "link invalid" without a request.
import { describe, expect, it } from 'vitest';
import { parseFormPath } from './form-path';

const TOKEN = 'Ab3_-'.repeat(10) + 'xyz0';

describe('parseFormPath', () => {
  it('reads a token link with or without a language prefix', () => {
    expect(parseFormPath(`/en/form/${TOKEN}`)).toEqual({ locale: 'en', formPath: `/form/${TOKEN}`, apiPath: `/api/public-forms/${TOKEN}` });
    expect(parseFormPath(`/form/${TOKEN}/`)).toEqual({ locale: null, formPath: `/form/${TOKEN}`, apiPath: `/api/public-forms/${TOKEN}` });
  });

  it('refuses a token of the wrong shape without asking the server', () => {
    expect(parseFormPath('/fr/form/short').apiPath).toBeNull();
    expect(parseFormPath(`/fr/form/${TOKEN}$`).apiPath).toBeNull();
    expect(parseFormPath(`/fr/form/${'a'.repeat(129)}`).apiPath).toBeNull();
    expect(parseFormPath('/fr/form').apiPath).toBeNull();
  });

  it('reads a generic link, with and without the identity segments', () => {
    expect(parseFormPath('/nl/form/12/34/Jean/Dupont/jean%40example.be/SIG').apiPath).toBe(
      '/api/public-forms/generic/12/34/Jean/Dupont/jean%40example.be/SIG',
    );
    // A mailing tool may leave an identity segment empty: the server decides.
    expect(parseFormPath('/form/12/34/Jean//jean%40example.be/SIG').apiPath).toBe('/api/public-forms/generic/12/34/Jean//jean%40example.be/SIG');
    expect(parseFormPath('/form/12/34/SIG')).toEqual({ locale: null, formPath: '/form/12/34/SIG', apiPath: '/api/public-forms/generic/12/34/SIG' });
  });

  it('shows not found for ids that are not digits, or a generic link without its security token', () => {
    expect(parseFormPath('/fr/form/12/abc/SIG')).toMatchObject({ apiPath: null, pageNotFound: true });
    expect(parseFormPath('/fr/form/1e3/34/SIG')).toMatchObject({ apiPath: null, pageNotFound: true });
    expect(parseFormPath('/form/abc/12')).toMatchObject({ apiPath: null, pageNotFound: true });
    // Digits without the security token: a form route, but a link that cannot open anything: "incomplete", not "invalid".
    const tokenless = parseFormPath('/fr/form/12/34');
    expect(tokenless.apiPath).toBeNull();
    expect(tokenless.pageNotFound).toBeUndefined();
    expect(tokenless.incomplete).toBe(true);
    expect(parseFormPath('/form/12/34/')).toMatchObject({ apiPath: null, incomplete: true });
    expect(parseFormPath('/fr/form/short').incomplete).toBeUndefined();
  });
});
