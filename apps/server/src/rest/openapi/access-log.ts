// The OpenAPI operation of the access log's CSV export (rest/access-log.ts; docs/access-log.md#screens-and-api).
import { ACCESS_CSV_COLUMNS, ACCESS_CSV_MAX_ROWS } from '@praxiform/api';
import { bearer, binaryContent, header, refusals, type Components, type TJson, type TPaths } from './shared';

const queryParameter = (name: string, description: string, schema: TJson): TJson => ({ name, in: 'query', required: false, description, schema });

export function accessLogPaths(book: Components): TPaths {
  return {
    '/access-log.csv': {
      get: {
        tags: ['access-log'],
        operationId: 'accessLogCsv',
        summary: "Every read of the caller's patients' data, as a CSV",
        description:
          `The entries of patients.accessLog for the same filter, newest first, at most ${ACCESS_CSV_MAX_ROWS.toLocaleString('en')} rows: ` +
          `UTF-8 with a BOM, \`;\` between cells, CRLF lines; columns ${ACCESS_CSV_COLUMNS.map((c) => `\`${c}\``).join(', ')} ` +
          "(date in ISO 8601 UTC, administrator yes/no). A cell a spreadsheet would run as a formula starts with an apostrophe. Another practitioner's patient id matches none of the caller's entries: the file has its header only. Reading the log writes no entry.",
        security: bearer,
        parameters: [
          queryParameter('patientId', 'Only the entries about this patient', { type: 'string', pattern: '^[0-9]{1,10}$' }),
          queryParameter('from', 'First day (UTC, inclusive), YYYY-MM-DD', { type: 'string', format: 'date' }),
          queryParameter('to', 'Last day (UTC, inclusive), YYYY-MM-DD', { type: 'string', format: 'date' }),
        ],
        responses: {
          200: {
            description: 'The CSV',
            headers: {
              'Content-Disposition': header('attachment; filename="access-log-YYYY-MM-DD.csv"'),
              'Cache-Control': header('no-store'),
              'X-Content-Type-Options': header('nosniff'),
            },
            content: binaryContent(['text/csv']),
          },
          ...refusals(book, { 401: 'UNAUTHENTICATED', 403: 'PROFILE_INCOMPLETE', 422: 'VALIDATION_FAILED: `patientId`, `from` or `to` is not one' }),
        },
      },
    },
  };
}
