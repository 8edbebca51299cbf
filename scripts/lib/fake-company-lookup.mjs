// A stand-in for the company-data provider (VAT lookup) that speaks its HTTP API, for the test stack only.
// API: GET /IT-advanced/{piva} with `Authorization: Bearer <token>` → 200 {success, data: [company]} or 404.
// See app/features/registration/company-lookup.server.ts and docs/decisions.md.
import { createServer } from 'node:http';

export const FAKE_LOOKUP_TOKEN = 'test-company-lookup-token';

/** VAT numbers the fake provider knows (the tests use these). */
export const FAKE_COMPANIES = {
  12345678903: { code: '25.62.00', description: 'Lavori di meccanica generale', sdi: 'KRRH6B9' },
  78100000001: {
    code: '78.20.00',
    description: 'Attività delle agenzie di lavoro temporaneo',
    sdi: 'T04ZHR3',
  },
};

export function startFakeCompanyLookup(port) {
  const server = createServer((request, response) => {
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${FAKE_LOOKUP_TOKEN}`) return send(401, { success: false });
    const match = /^\/IT-advanced\/(\d{11})$/.exec(request.url ?? '');
    const company = match && FAKE_COMPANIES[match[1]];
    if (request.method !== 'GET' || !company) return send(404, { success: false, data: [] });
    return send(200, {
      success: true,
      data: [
        {
          vatCode: match[1],
          companyName: 'Azienda di prova',
          sdiCode: company.sdi,
          atecoClassification: { ateco: { code: company.code, description: company.description } },
        },
      ],
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// Run as its own process (`node fake-company-lookup.mjs <port>`): scripts/test.mjs runs the test tools with
// spawnSync, which blocks its own event loop, so the stand-in cannot live inside that process.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2]);
  await startFakeCompanyLookup(port);
  console.info(`[company-lookup] stand-in listening on 127.0.0.1:${port}`);
}
