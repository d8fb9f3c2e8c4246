/**
 * The AI gateway (Cloud Functions for Firebase, v2). It owns the OpenAI key and the prompts;
 * the browser never talks to the AI provider directly.
 */
import { onRequest } from 'firebase-functions/v2/https';

export const api = onRequest({ region: 'us-central1', cors: true, maxInstances: 10 }, (req, res) => {
  if (req.path === '/health') {
    res.json({ ok: true });
    return;
  }
  res.status(404).json({ error: { code: 'not-found', message: 'Unknown endpoint' } });
});
