// A local stand-in for Google's reCAPTCHA siteverify, for the browser tests with the bot check on (docs/auth-api.md#bot-check).
// `node recaptcha-verifier.mjs <port> <secret>`: a token `e2e-human:<action>` with the right secret is a human (score
// 0.9, that action); anything else is refused as Google refuses it. GET /health answers 200; GET /tokens lists what it saw.
import { createServer } from 'node:http';

const [port, secret] = process.argv.slice(2);
const seen = [];

createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') return res.end('ok');
  if (req.method === 'GET' && req.url === '/tokens') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(seen));
  }
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const token = form.get('response') ?? '';
    seen.push(token);
    const [kind, action] = token.split(':');
    const human = form.get('secret') === secret && kind === 'e2e-human';
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(
        human
          ? { success: true, score: 0.9, action, hostname: '127.0.0.1', challenge_ts: new Date().toISOString() }
          : { success: false, 'error-codes': ['invalid-input-response'] },
      ),
    );
  });
}).listen(Number(port), '127.0.0.1');
