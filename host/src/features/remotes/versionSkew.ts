/**
 * Version skew between independently deployed apps: a remote whose shared singleton (React,
 * emotion, @snap/shared…) needs a range the page's copy is outside of. Every shared singleton
 * is `strictVersion` (shared/federation/sharedDependencies.ts), so the federation runtime
 * (@module-federation/runtime-core 2.9, utils/share.ts) throws instead of running the remote on
 * the wrong major: "Version 19.3.1 from host of shared singleton module react does not satisfy
 * the requirement of remote_capture which needs ^20.0.0)". The throw surfaces when the remote's
 * module is evaluated (onLoad, so resiliencePlugin turns it into the fallback) or, for a
 * singleton first needed by a lazy part of the remote, at that part's render. Either way it is
 * not a flaky network: Retry cannot help, a newer page (a host deployed with the new major) can.
 *
 * Deliberately free of shared imports: resiliencePlugin uses it (see its header).
 */
export interface SharedVersionMismatch {
  /** The shared module, e.g. 'react'. */
  module: string;
  /** The version the page has. */
  found: string;
  /** The app that needs another, e.g. 'remote_capture'. */
  app: string;
  /** The range it needs, e.g. '^20.0.0'. */
  required: string;
}

const MISMATCH =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/;

/** The mismatch `error` or one of its causes reports, if any. */
export function sharedVersionMismatch(error: unknown): SharedVersionMismatch | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    const match = MISMATCH.exec(at.message);
    if (match) return { found: match[1], module: match[2], app: match[3], required: match[4] };
  }
  return undefined;
}

/** What a developer reading the console needs: who needs what, and what the page has. */
export function describeMismatch({ app, module, required, found }: SharedVersionMismatch): string {
  return `${app} needs ${module} ${required}; this page has ${found}`;
}
