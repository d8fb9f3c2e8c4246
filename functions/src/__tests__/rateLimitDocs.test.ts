/**
 * Without a TTL policy the counter documents are never deleted, so the deploy docs must give the
 * exact command for the collection and field the limiter writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RATE_LIMIT_COLLECTION, RATE_LIMIT_EXPIRY_FIELD } from '../http/firestoreRateLimiter';

const repo = join(__dirname, '..', '..', '..');
const command = `gcloud firestore fields ttls update ${RATE_LIMIT_EXPIRY_FIELD} --collection-group=${RATE_LIMIT_COLLECTION} --enable-ttl`;

describe('the rate-limit counters’ TTL policy', () => {
  it.each(['docs/deploying.md', 'functions/README.md'])(
    '%s gives the command for the limiter’s collection and field',
    (doc) => {
      expect(readFileSync(join(repo, doc), 'utf8')).toContain(command);
    },
  );
});
